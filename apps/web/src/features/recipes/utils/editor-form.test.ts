import type { RecipeDraft } from '@mealplanr/contracts/recipe-import';
import { ownRecipeInputSchema, type RecipeDetails } from '@mealplanr/contracts/recipes';
import { describe, expect, it } from 'vitest';
import {
  emptyRecipeForm,
  formFromDraft,
  formFromRecipe,
  lineInputs,
  recipeFormSchema,
  splitLines,
  toRecipeBody,
} from './editor-form.ts';

const filled = {
  ...emptyRecipeForm('en'),
  title: '  Lentil soup ',
  cuisine: 'mediterranean' as const,
  mealTypes: ['dinner' as const, 'lunch' as const],
  linesText: '200 g red lentils\n\n  1 onion, chopped \n1 tbsp olive oil',
  stepsText: 'Fry the onion.\nAdd the lentils and water; simmer 20 minutes.\n',
};

describe('the recipe editor’s form', () => {
  it('reads one ingredient or step per line, dropping empty lines and tabs', () => {
    expect(splitLines(' a \n\n\tb\tc \r\nd')).toEqual(['a', 'b c', 'd']);
  });

  it('sends what the API accepts, meals in the order of a day', () => {
    const body = toRecipeBody(recipeFormSchema.parse(filled));
    expect(body.title).toBe('Lentil soup');
    expect(body.mealTypes).toEqual(['lunch', 'dinner']);
    expect(body.lines.map((line) => line.text)).toEqual(['200 g red lentils', '1 onion, chopped', '1 tbsp olive oil']);
    expect(body.steps).toHaveLength(2);
    expect(ownRecipeInputSchema.safeParse(body).success).toBe(true);
  });

  it('sends the ingredient chosen by hand with its line', () => {
    expect(lineInputs('2 spoons of zaatar\nsalt', { '2 spoons of zaatar': { ingredientId: 'thyme' } })).toEqual([
      { text: '2 spoons of zaatar', ingredientId: 'thyme' },
      { text: 'salt' },
    ]);
  });

  it('names each problem by a code the editor translates', () => {
    const result = recipeFormSchema.safeParse({
      ...emptyRecipeForm('ru'),
      activeMinutes: 50,
      totalMinutes: 40,
      linesText: 'x'.repeat(201),
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toMatchObject({
      title: 'title',
      cuisine: 'cuisine',
      mealTypes: 'mealTypes',
      linesText: 'lineText',
      activeMinutes: 'activeOverTotal',
    });
  });

  it('starts an edit from the recipe as stored, keeping what was chosen by hand', () => {
    const line = (text: string, extra: Partial<NonNullable<RecipeDetails['lines']>[number]> = {}) => ({
      text,
      parse: {
        quantity: null, quantityMax: null, unitWord: null, unit: null, amount: null, ingredientText: text,
        ingredientId: null, candidates: [], note: null, toTaste: false, optional: false,
      },
      ingredientId: null, ingredientName: null, mappedByHand: false, amount: null, amountByHand: false, unit: null,
      gramsPerServing: null, resolved: false, ...extra,
    });
    const recipe = {
      title: 'Za’atar flatbread', description: '', language: 'en', cuisine: 'middle_eastern', difficulty: 'beginner',
      mealTypes: ['breakfast'], servings: 4, activeMinutes: 10, totalMinutes: 25, steps: ['Mix.', 'Bake.'],
      lines: [line('2 tbsp zaatar', { ingredientId: 'thyme', mappedByHand: true }), line('flour', { amount: 300, unit: 'g', amountByHand: true })],
    } as unknown as RecipeDetails;
    const form = formFromRecipe(recipe);
    expect(form.linesText).toBe('2 tbsp zaatar\nflour');
    expect(form.stepsText).toBe('Mix.\nBake.');
    expect(form.overrides).toEqual({ '2 tbsp zaatar': { ingredientId: 'thyme' }, flour: { amount: 300, unit: 'g' } });
    expect(toRecipeBody(recipeFormSchema.parse(form)).lines).toEqual([
      { text: '2 tbsp zaatar', ingredientId: 'thyme' },
      { text: 'flour', amount: 300, unit: 'g' },
    ]);
  });

  it('fills an imported draft’s gaps with plain values and cuts what is too long', () => {
    const draft: RecipeDraft = {
      title: 'T'.repeat(300), description: '', language: 'ru', servings: null, activeMinutes: 90, totalMinutes: 60,
      cuisine: null, mealTypes: ['dinner', 'breakfast'], ingredientLines: ['1 кг картофеля'], steps: ['Сварить.'],
      sourceUrl: null, imageUrl: null,
    };
    const form = formFromDraft(draft);
    expect(form.title).toHaveLength(120);
    expect(form.servings).toBe(4);
    expect(form.totalMinutes).toBe(60);
    expect(form.activeMinutes).toBe(60); // never more than the total
    expect(form.mealTypes).toEqual(['breakfast', 'dinner']);
    expect(form.cuisine).toBeNull(); // left for the person to choose
  });
});
