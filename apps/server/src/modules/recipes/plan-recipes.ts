/**
 * The recipes one plan is made from, built per request: the built-in catalog, the person's own recipes, or
 * both (`recipeSource`), without the recipes they marked "never suggest", and with their favourites for the
 * planner's soft preference. The result is catalog-shaped, so the planner, the swap and the AI chef's fallback
 * use it exactly as they use the catalog and apply every hard constraint by the same rules.
 *
 * An own recipe with lines the catalog did not understand promises no diet and cannot be checked against an
 * exclusion, so it is offered only to a plan with no dietary restriction and no exclusion, and the plan says so.
 */
import type { Catalog, Recipe } from '@mealplanr/catalog/load';
import { MEAL_TYPES, type MealType } from '@mealplanr/contracts/enums';
import type { Explanation, Meal, Questionnaire } from '@mealplanr/contracts/meal-plans';
import { catalogContext } from '../catalog/catalog-context';
import { isOwnPlanRecipe, ownPlanRecipe, type OwnPlanRecipe } from './own-plan-recipe';
import type { RecipesRepository } from './recipes.repository';

export interface PlanRecipes {
  /**
   * The recipes the planner may choose (`recipes`, `recipesByMealType`); `recipeById` also knows the person's other
   * own recipes and the recipes of the plan being changed, so stored meals can still be looked up.
   */
  catalog: Catalog;
  /** Recipes marked favourite (the planner prefers them when the questionnaire asks). */
  favouriteIds: ReadonlySet<string>;
}

/** Whether own recipes with unresolved lines may be planned: only without restrictions and exclusions. */
export const allowsIncompleteRecipes = (q: Pick<Questionnaire, 'dietaryRestrictions' | 'excludeIngredients'>): boolean =>
  q.dietaryRestrictions.length === 0 && q.excludeIngredients.length === 0;

/** A catalog of `offered` recipes that can still look up every recipe in `known`. */
function catalogOf(base: Catalog, offered: readonly Recipe[], known: Iterable<Recipe>): Catalog {
  const recipeById = new Map(base.recipeById);
  for (const recipe of known) recipeById.set(recipe.id, recipe);
  return {
    ingredients: base.ingredients,
    ingredientById: base.ingredientById,
    recipes: offered,
    recipeById,
    recipesByMealType: Object.fromEntries(
      MEAL_TYPES.map((t) => [t, offered.filter((r) => r.mealTypes.includes(t))]),
    ) as Record<MealType, Recipe[]>,
  };
}

/**
 * A stand-in for a meal whose recipe is gone (an own recipe deleted since): the meal's own figures per serving
 * and its catalog ingredients, so a swap elsewhere in the plan keeps it as it is. Never offered.
 */
function standInOf(meal: Meal): Recipe {
  const perServing = (value: number) => (meal.portion > 0 ? value / meal.portion : value);
  const servings = meal.servings > 0 ? meal.servings : 1;
  const text = { title: meal.title, description: meal.description, steps: meal.steps };
  return {
    id: meal.recipeId,
    cuisine: meal.cuisine,
    mealTypes: [meal.mealType],
    difficulty: meal.difficulty,
    activeMinutes: meal.activeMinutes,
    totalMinutes: meal.totalMinutes,
    servings: 1,
    ingredients: meal.ingredients
      .filter((line) => !line.unmapped)
      .map((line) => ({
        id: line.id,
        amount: line.amount / servings,
        unit: line.unit,
        name: { en: line.name, ru: line.name, be: line.name },
        gramsPerServing: line.grams / servings,
      })),
    text: { en: text, ru: text, be: text },
    nutrition: {
      kcal: perServing(meal.nutrition.kcal),
      proteinG: perServing(meal.nutrition.proteinG),
      fatG: perServing(meal.nutrition.fatG),
      carbsG: perServing(meal.nutrition.carbsG),
      fibreG: perServing(meal.nutrition.fibreG),
      sugarsG: perServing(meal.nutrition.sugarsG),
      sodiumMg: perServing(meal.nutrition.sodiumMg),
      satFatG: perServing(meal.nutrition.satFatG),
    },
    flags: [],
    diets: [],
    allergens: [],
    timeBand: 'lengthy',
    file: `gone recipe ${meal.recipeId}`,
  };
}

/**
 * The recipes a plan with questionnaire `q` draws from, for `userId`. `planMeals`: the meals of a plan being
 * changed (a swap), whose recipes must stay known even when they would no longer be offered.
 */
export async function planRecipesFor(
  repository: RecipesRepository,
  userId: string,
  q: Questionnaire,
  planMeals: readonly Meal[] = [],
): Promise<PlanRecipes> {
  const base = catalogContext().catalog;
  const source = q.recipeSource ?? 'builtin';
  const marks = await repository.marksOf(userId);
  const never = new Set([...marks.values()].filter((m) => m.neverSuggest).map((m) => m.recipeKey));
  const favouriteIds = new Set([...marks.values()].filter((m) => m.favourite).map((m) => m.recipeKey));
  const needOwn = source !== 'builtin' || planMeals.some((m) => m.ownRecipe);
  const own: OwnPlanRecipe[] = needOwn ? (await repository.listOwn(userId)).map((row) => ownPlanRecipe(row, base)) : [];

  // The common case keeps the very catalog object (and its planning speed).
  if (source === 'builtin' && never.size === 0 && own.length === 0 && planMeals.every((m) => base.recipeById.has(m.recipeId))) {
    return { catalog: base, favouriteIds };
  }
  const incompleteAllowed = allowsIncompleteRecipes(q);
  const offered: Recipe[] = [];
  if (source !== 'mine') offered.push(...base.recipes.filter((r) => !never.has(r.id)));
  if (source !== 'builtin') offered.push(...own.filter((r) => !never.has(r.id) && (incompleteAllowed || !r.own.incomplete)));
  const known: Recipe[] = [...own];
  const ownIds = new Set(own.map((r) => r.id));
  for (const meal of planMeals) {
    const id = meal.fallbackRecipeId ?? meal.recipeId;
    if (!base.recipeById.has(id) && !ownIds.has(id)) known.push(standInOf(meal));
  }
  return { catalog: catalogOf(base, offered, known), favouriteIds };
}

/**
 * The note a plan gets when it uses own recipes with lines the catalog did not understand (`own_unresolved`):
 * how many, and their titles. Undefined when it uses none.
 */
export function ownUnresolvedNote(recipeIds: Iterable<string>, catalog: Catalog): Explanation | undefined {
  const used = new Map<string, string>();
  for (const id of recipeIds) {
    const recipe = catalog.recipeById.get(id);
    if (recipe && isOwnPlanRecipe(recipe) && recipe.own.incomplete) used.set(id, recipe.text.en.title);
  }
  if (used.size === 0) return undefined;
  const titles = [...used.values()];
  const quoted = titles.map((t) => `“${t}”`).join(', ');
  return {
    code: 'own_unresolved',
    params: { count: titles.length, titles },
    message:
      `${titles.length === 1 ? 'Your recipe' : `${titles.length} of your recipes`} ${quoted} ` +
      `${titles.length === 1 ? 'has' : 'have'} ingredient lines we could not read. ` +
      'They were planned because this plan has no dietary restriction or exclusion; those lines are not counted in the figures shown.',
  };
}
