/**
 * The checks an AI chef recipe passes before it may enter a plan, and what the chef is asked — on the real
 * catalog, with recipes written the way a model writes them.
 */
import { describe, expect, it } from 'vitest';
import { catalogIngredientIndex } from '@mealplanr/catalog/ingredient-search';
import { loadCatalog, type Recipe } from '@mealplanr/catalog/load';
import type { Language } from '@mealplanr/contracts/enums';
import { questionnaireSchema, type QuestionnaireInput } from '@mealplanr/contracts/meal-plans';
import { ConfigError, loadConfig } from '../src/config';
import { chefPrompt, chefVocabulary } from '../src/modules/llm/chef-prompt';
import { chefSlots } from '../src/modules/llm/chef-meals';
import { mapIngredientName } from '../src/modules/llm/ingredient-mapping';
import { verificationContext, verifyRecipe } from '../src/modules/llm/verify-recipe';

const catalog = loadCatalog();
const index = catalogIngredientIndex();

const context = (input: QuestionnaireInput, language: Language = 'en') =>
  verificationContext(catalog, index, questionnaireSchema.parse(input), language);

/** A catalog recipe as a model would write it: names in `language`, a wrong nutrition estimate. */
function asModelRecipe(recipe: Recipe, language: Language = 'en', changes: Record<string, unknown> = {}) {
  const text = recipe.text[language];
  return {
    day: 1,
    mealType: recipe.mealTypes[0],
    title: text.title,
    description: text.description,
    cuisine: recipe.cuisine,
    difficulty: recipe.difficulty,
    activeMinutes: recipe.activeMinutes,
    totalMinutes: recipe.totalMinutes,
    servings: recipe.servings,
    ingredients: recipe.ingredients.map((i) => ({ name: i.name[language], amount: i.amount, unit: i.unit })),
    steps: [...text.steps],
    nutritionPerServing: { kcal: 1, proteinG: 1, fatG: 1, carbsG: 1 },
    ...changes,
  };
}

const find = (predicate: (r: Recipe) => boolean) => {
  const recipe = catalog.recipes.find(predicate);
  if (!recipe) throw new Error('the catalog has no such recipe');
  return recipe;
};
const uses = (r: Recipe, id: string) => r.ingredients.some((i) => i.id === id);
const moderateBeginner = (r: Recipe) => r.totalMinutes <= 60 && r.difficulty === 'beginner';

describe('mapping ingredient names onto the catalog', () => {
  it('finds names and synonyms in the three languages, with the notes and plurals models add', () => {
    expect(mapIngredientName('Eggs', index)).toBe('egg');
    expect(mapIngredientName('яйца', index)).toBe('egg');
    expect(mapIngredientName('tomatoes (ripe)', index)).toBe('tomato');
    expect(mapIngredientName('лук репчатый, мелко нарезанный', index)).toBe('onion');
    expect(mapIngredientName('алей аліўкавы', index)).toBe('olive-oil');
  });

  it('leaves a name it is not sure of unknown rather than guessing', () => {
    expect(mapIngredientName('dragon fruit foam', index)).toBeUndefined();
    // "peanut butter" is not butter, and butter is not peanut butter.
    expect(mapIngredientName('peanut butter', index)).toBe('peanut-butter');
    expect(mapIngredientName('butter', index)).toBe('butter');
  });
});

describe('verifying an AI chef recipe', () => {
  it('accepts a sound recipe and recomputes its nutrition from the catalog, ignoring the model’s figures', () => {
    const recipe = find((r) => moderateBeginner(r) && r.mealTypes.includes('dinner'));
    const verdict = verifyRecipe(asModelRecipe(recipe), 'dinner', context({ cookingSkill: 'beginner' }));
    expect(verdict.ok).toBe(true);
    if (!verdict.ok) return;
    expect(verdict.recipe.estimated).toBe(false);
    expect(verdict.recipe.ingredients.map((i) => i.id)).toEqual(recipe.ingredients.map((i) => i.id));
    expect(verdict.recipe.nutrition.kcal).toBeCloseTo(recipe.nutrition.kcal, -1);
    expect(verdict.recipe.nutrition.kcal).not.toBe(1);
  });

  it('maps Belarusian names too, and writes the catalog’s names in the plan’s language', () => {
    const recipe = find((r) => moderateBeginner(r) && r.mealTypes.includes('breakfast'));
    const verdict = verifyRecipe(asModelRecipe(recipe, 'be'), 'breakfast', context({ cookingSkill: 'beginner' }, 'be'));
    expect(verdict.ok).toBe(true);
    if (verdict.ok) expect(verdict.recipe.ingredients.map((i) => i.name)).toEqual(recipe.ingredients.map((i) => i.name.be));
  });

  it('refuses an excluded ingredient, also when it is excluded through a family word in another language', () => {
    const recipe = find((r) => uses(r, 'almonds') && r.totalMinutes <= 60);
    const verdict = verifyRecipe(asModelRecipe(recipe), recipe.mealTypes[0]!, context({ excludeIngredients: ['орехи'], cookingSkill: 'advanced' }));
    expect(verdict).toMatchObject({ ok: false, reason: 'excluded_ingredient' });
  });

  it('refuses a recipe whose text mentions an excluded ingredient its list leaves out', () => {
    const recipe = find((r) => moderateBeginner(r) && !uses(r, 'almonds') && r.mealTypes.includes('dinner'));
    const written = asModelRecipe(recipe, 'en', { steps: ['Toast a handful of almonds.', 'Serve.'] });
    const verdict = verifyRecipe(written, 'dinner', context({ excludeIngredients: ['nuts'], cookingSkill: 'beginner' }));
    expect(verdict).toMatchObject({ ok: false, reason: 'excluded_ingredient' });
  });

  it('refuses a "vegan" recipe with butter, by the catalog’s flags and not the model’s word', () => {
    const recipe = find((r) => uses(r, 'butter') && r.totalMinutes <= 60);
    const written = asModelRecipe(recipe, 'en', { title: 'Vegan shortbread', cuisine: 'vegan' });
    const verdict = verifyRecipe(written, recipe.mealTypes[0]!, context({ dietaryRestrictions: ['vegan'], cookingSkill: 'advanced' }));
    expect(verdict).toMatchObject({ ok: false, reason: 'dietary_restriction' });
  });

  it('refuses a recipe the model calls keto when the recomputed carbohydrate is too high', () => {
    const recipe = find((r) => !r.diets.includes('keto') && r.diets.includes('vegetarian') && r.totalMinutes <= 60 && r.flags.length > 0 && !r.flags.includes('added_sugar'));
    const verdict = verifyRecipe(
      asModelRecipe(recipe, 'en', { nutritionPerServing: { kcal: 500, proteinG: 20, fatG: 45, carbsG: 3 } }),
      recipe.mealTypes[0]!,
      context({ dietaryRestrictions: ['keto'], cookingSkill: 'advanced' }),
    );
    expect(verdict).toMatchObject({ ok: false, reason: 'dietary_restriction' });
  });

  it('allows ingredients the catalog does not know only when no restriction or exclusion could concern them', () => {
    const recipe = find((r) => moderateBeginner(r) && r.mealTypes.includes('snack'));
    const written = asModelRecipe(recipe);
    written.ingredients.push({ name: 'dragon fruit foam', amount: 2, unit: 'tbsp' });
    const free = verifyRecipe(written, 'snack', context({ cookingSkill: 'beginner' }));
    expect(free.ok).toBe(true);
    if (free.ok) {
      expect(free.recipe.estimated).toBe(true);
      expect(free.recipe.nutrition).toMatchObject({ kcal: 1, proteinG: 1, fatG: 1, carbsG: 1 });
      expect(free.recipe.ingredients.at(-1)).toMatchObject({ id: undefined, name: 'dragon fruit foam' });
    }
    for (const input of [{ dietaryRestrictions: ['gluten_free' as const] }, { excludeIngredients: ['mushrooms'] }]) {
      const verdict = verifyRecipe(written, 'snack', context({ cookingSkill: 'beginner', ...input }));
      expect(verdict).toMatchObject({ ok: false, reason: 'unknown_ingredient' });
    }
  });

  it('checks minutes against the cooking-time band and difficulty against the skill', () => {
    const recipe = find((r) => moderateBeginner(r) && r.mealTypes.includes('lunch'));
    const slow = asModelRecipe(recipe, 'en', { totalMinutes: 45, activeMinutes: 20 });
    expect(verifyRecipe(slow, 'lunch', context({ cookingTime: 'quick', cookingSkill: 'beginner' }))).toMatchObject({ ok: false, reason: 'cooking_time' });
    expect(verifyRecipe(slow, 'lunch', context({ cookingTime: 'moderate', cookingSkill: 'beginner' })).ok).toBe(true);
    const hard = asModelRecipe(recipe, 'en', { difficulty: 'advanced' });
    expect(verifyRecipe(hard, 'lunch', context({ cookingSkill: 'intermediate' }))).toMatchObject({ ok: false, reason: 'cooking_skill' });
  });

  it('refuses what is not a recipe: missing fields, no steps, a zero amount', () => {
    const recipe = find((r) => moderateBeginner(r) && r.mealTypes.includes('lunch'));
    const ctx = context({ cookingSkill: 'beginner' });
    for (const broken of [
      { ...asModelRecipe(recipe), title: undefined },
      asModelRecipe(recipe, 'en', { steps: [] }),
      asModelRecipe(recipe, 'en', { ingredients: [{ name: 'egg', amount: 0, unit: 'piece' }] }),
      'a nice soup',
    ]) {
      expect(verifyRecipe(broken, 'lunch', ctx)).toMatchObject({ ok: false, reason: 'invalid' });
    }
  });
});

describe('what the AI chef is asked', () => {
  it('asks in the plan’s language, with the catalog’s vocabulary in that language minus what may not be eaten', () => {
    const q = questionnaireSchema.parse({ planDuration: 2, dietaryRestrictions: ['vegan'], excludeIngredients: ['орехи'] });
    const ctx = verificationContext(catalog, index, q, 'ru');
    const { system, prompt } = chefPrompt({ questionnaire: q, language: 'ru', slots: chefSlots(q), catalog, excludedIds: ctx.excludedIds });
    expect(system).toContain('по-русски');
    expect(prompt).toContain('- день 1: завтрак, обед, ужин');
    expect(prompt).toContain('веганское');
    const vocabulary = chefVocabulary(catalog, q, 'ru', ctx.excludedIds);
    expect(vocabulary).toContain(catalog.ingredientById.get('tofu')!.name.ru);
    expect(vocabulary).not.toContain(catalog.ingredientById.get('butter')!.name.ru);
    expect(vocabulary).not.toContain(catalog.ingredientById.get('almonds')!.name.ru);
    expect(prompt).toContain(vocabulary.join(', '));
  });

  it('writes Belarusian prompts with Belarusian letters only', () => {
    const q = questionnaireSchema.parse({ dietaryRestrictions: ['keto'], calorieTarget: 1800 });
    const { system, prompt } = chefPrompt({ questionnaire: q, language: 'be', slots: chefSlots(q), catalog, excludedIds: new Set() });
    expect(system).toContain('па-беларуску');
    const instructions = `${system}\n${prompt.slice(0, prompt.lastIndexOf('\n'))}`; // without the vocabulary line
    expect(instructions).not.toMatch(/[ищъИЩЪ]/);
  });

  it('asks for at most a week of recipes; longer plans repeat it', () => {
    expect(chefSlots(questionnaireSchema.parse({ planDuration: 14, mealTypes: ['dinner'] }))).toHaveLength(7);
    expect(chefSlots(questionnaireSchema.parse({ planDuration: 2 }))).toHaveLength(6);
  });
});

describe('configuring the AI chef', () => {
  it('is off without configuration, and on with a base URL and a model', () => {
    expect(loadConfig({}).llm).toBeUndefined();
    expect(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1/', LLM_MODEL: 'llama3.1' }).llm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.1',
      apiKey: undefined,
      timeoutMs: 120_000,
    });
    const openai = loadConfig({ LLM_BASE_URL: 'https://api.openai.com/v1', LLM_MODEL: 'gpt-4o-mini', LLM_API_KEY: 'sk-x', LLM_TIMEOUT_MS: '90000' });
    expect(openai.llm).toMatchObject({ apiKey: 'sk-x', timeoutMs: 90_000 });
  });

  it('names what is wrong: only one of URL and model, a bad URL, a bad time-out', () => {
    expect(() => loadConfig({ LLM_MODEL: 'llama3.1' })).toThrow(/LLM_BASE_URL and LLM_MODEL: set both/);
    expect(() => loadConfig({ LLM_BASE_URL: 'ollama:11434', LLM_MODEL: 'x' })).toThrow(ConfigError);
    expect(() => loadConfig({ LLM_BASE_URL: 'http://x/v1', LLM_MODEL: 'x', LLM_TIMEOUT_MS: '5' })).toThrow(/LLM_TIMEOUT_MS: must be between 1000/);
  });
});
