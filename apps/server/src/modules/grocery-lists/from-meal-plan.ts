/**
 * A grocery list from a meal plan (docs/architecture.md#the-planner): every meal's ingredients, scaled to the household,
 * merged per ingredient by the planner's `mergeGroceries` and rounded up to what one buys ("2 cans (400 g)",
 * "1 bunch", "1.2 kg"), pantry staples marked, each item keeping which meals need how much. A plan has at most
 * one list: asking again returns the existing one (`reused: true`, "Using existing grocery list").
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { loadCatalog } from '@mealplanr/catalog/load';
import { LANGUAGES, mealTypeSchema, type Language } from '@mealplanr/contracts/enums';
import type { GroceryItemSource, GroceryListFromPlanResult, GroceryPreviewItem } from '@mealplanr/contracts/grocery-lists';
import { mergeGroceries, type GroceryItem as MergedItem, type GroceryMeal } from '@mealplanr/planner/groceries';
import type { Database } from '../../db/client';
import { mealPlans } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { findListByMealPlan, insertItems, insertList, type NewItemRow } from './grocery-lists.repository';
import { listTitleFor } from './list-languages';
import { checkListQuota } from './list-quota';
import type { GroceryListService } from './grocery-lists.service';

/** What this module reads of a stored meal (the meal-plan snapshot, packages/contracts/src/meal-plans.ts). */
const storedMealSchema = z.object({
  id: z.string(),
  recipeId: z.string(),
  portion: z.number().positive(),
  title: z.string().optional(),
  date: z.string().optional(),
  mealType: mealTypeSchema.optional(),
  language: z.enum(LANGUAGES).optional(),
  servings: z.number().optional(),
  /** An AI chef meal's own ingredients (its recipe is not in the catalog), scaled to the meal. */
  ingredients: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        amount: z.number(),
        unit: z.string(),
        grams: z.number(),
        unmapped: z.boolean().optional(),
      }),
    )
    .optional(),
});
type StoredMeal = z.infer<typeof storedMealSchema>;

/** Meals are stored flat; a day-shaped array (`[{ date, meals: [...] }]`) is read too. */
function readMeals(value: unknown): StoredMeal[] {
  if (!Array.isArray(value)) return [];
  const flat = value.flatMap((entry: unknown) =>
    entry && typeof entry === 'object' && Array.isArray((entry as { meals?: unknown }).meals)
      ? ((entry as { meals: unknown[] }).meals as unknown[])
      : [entry],
  );
  return flat.flatMap((meal) => {
    const parsed = storedMealSchema.safeParse(meal);
    return parsed.success ? [parsed.data] : [];
  });
}

function householdOf(questionnaire: unknown, meals: StoredMeal[]): number {
  const size = (questionnaire as { householdSize?: unknown } | null)?.householdSize;
  if (typeof size === 'number' && Number.isInteger(size) && size > 0) return size;
  const meal = meals.find((m) => m.servings !== undefined);
  return meal?.servings ? Math.max(1, Math.round(meal.servings / meal.portion)) : 1;
}

/** A catalog meal named in `lang` (an AI chef meal, not in the catalog, keeps the title it was written with). */
function titledIn(meal: StoredMeal, catalog: ReturnType<typeof loadCatalog>, lang: Language): StoredMeal {
  const recipe = catalog.recipeById.get(meal.recipeId);
  return recipe && meal.language !== lang ? { ...meal, title: recipe.text[lang].title, language: lang } : meal;
}

type BaseUnit = GroceryItemSource['unit'];
const isBaseUnit = (unit: string): unit is BaseUnit => unit === 'g' || unit === 'ml' || unit === 'piece';

/** A source as stored: its titles in every language are worked out when the list is read (`list-languages.ts`). */
type StoredItemSource = Omit<GroceryItemSource, 'titles'>;

/** One meal's share of an item, described by the meal (when the plan still has it). */
function sourceOf(mealId: string, meal: StoredMeal | undefined, amount: number, unit: BaseUnit): StoredItemSource {
  return {
    mealId,
    recipeId: meal?.recipeId ?? null,
    title: meal?.title ?? '',
    date: meal?.date && /^\d{4}-\d{2}-\d{2}$/.test(meal.date) ? meal.date : null,
    mealType: meal?.mealType ?? null,
    amount,
    unit,
  };
}

/**
 * The list item for one merged ingredient: what to buy as quantity + unit (+ package size), with the needed
 * amounts per meal as sources.
 *
 * @example a can ingredient needing 600 g → { quantity: 2, unit: 'can', packageAmount: 400, packageUnit: 'g' }
 * @example 1130 g of potatoes (by weight) → { quantity: 1.2, unit: 'kg', packageAmount: null }
 */
export function itemFromMerged(
  merged: MergedItem,
  lang: Language,
  mealsById: ReadonlyMap<string, StoredMeal>,
): Omit<NewItemRow, 'listId' | 'position'> {
  const { purchase } = merged;
  let quantity: number;
  let unit: string;
  let packageAmount: number | null = null;
  if (purchase.kind === 'weight') {
    const big = purchase.size >= 1000 && purchase.unit !== 'piece';
    quantity = big ? Math.round(purchase.size / 100) / 10 : purchase.size;
    unit = big ? (purchase.unit === 'g' ? 'kg' : 'l') : purchase.unit;
  } else {
    quantity = purchase.count;
    unit = purchase.kind;
    // "1 bunch" and "3 pieces" say enough; "2 cans (400 g)" needs the size.
    if (purchase.kind !== 'bunch' && purchase.unit !== 'piece') packageAmount = purchase.size;
  }
  const sources = merged.sources.map((s) => sourceOf(s.mealId, mealsById.get(s.mealId), s.quantity, merged.unit));
  return {
    name: merged.name[lang],
    ingredientId: merged.ingredientId,
    quantity,
    unit,
    packageAmount,
    packageUnit: packageAmount === null || purchase.unit === 'piece' ? null : purchase.unit,
    category: merged.category,
    pantry: merged.pantry,
    sources,
  };
}

/** An ingredient of AI chef meals that the catalog does not know: listed by its name, under "other". */
interface UnmappedItem {
  name: string;
  sources: Array<{ meal: StoredMeal; amount: number; unit: string; grams: number }>;
}

/**
 * The meals in the planner's terms: catalog recipes as they are, AI chef meals with their own ingredient lines,
 * and the chef's ingredients the catalog does not know set aside to be listed by name. A meal whose catalog
 * recipe has since been removed cannot be priced into the list and is skipped.
 */
function groceryMealsOf(
  meals: readonly StoredMeal[],
  catalog: ReturnType<typeof loadCatalog>,
): { groceryMeals: GroceryMeal[]; unmapped: UnmappedItem[]; skipped: number } {
  const groceryMeals: GroceryMeal[] = [];
  const unmapped = new Map<string, UnmappedItem>();
  let skipped = 0;
  for (const meal of meals) {
    if (catalog.recipeById.has(meal.recipeId)) {
      groceryMeals.push(meal);
      continue;
    }
    if (!meal.ingredients) {
      skipped++;
      continue;
    }
    const lines: Array<{ ingredientId: string; grams: number }> = [];
    for (const line of meal.ingredients) {
      if (!line.unmapped && catalog.ingredientById.has(line.id)) {
        if (line.grams > 0) lines.push({ ingredientId: line.id, grams: line.grams });
        continue;
      }
      const item = unmapped.get(line.id) ?? { name: line.name, sources: [] };
      item.sources.push({ meal, amount: line.amount, unit: line.unit, grams: line.grams });
      unmapped.set(line.id, item);
    }
    groceryMeals.push({ id: meal.id, recipeId: meal.recipeId, portion: meal.portion, lines });
  }
  return { groceryMeals, unmapped: [...unmapped.values()], skipped };
}

/**
 * The list item for an ingredient the catalog does not know (named by the AI chef, or a line of one's own recipe
 * that was not understood): the total when every meal gives it in one unit ("3 piece", "400 g"), else in grams
 * when every meal's amount has a weight (2 tbsp + 100 g → "112 g"), otherwise just the name (also when some meal
 * gives no amount, as "fresh herbs to taste"); the meals that need it as sources.
 */
export function itemFromUnmapped(item: UnmappedItem): Omit<NewItemRow, 'listId' | 'position'> {
  const units = new Set(item.sources.map((s) => s.unit));
  const [unit] = units;
  const total = (amountOf: (source: UnmappedItem['sources'][number]) => number) =>
    Math.round(item.sources.reduce((sum, s) => sum + amountOf(s), 0) * 100) / 100;
  const quantity =
    units.size === 1 && unit !== undefined && item.sources.every((s) => s.amount > 0)
      ? { quantity: total((s) => s.amount), unit }
      : item.sources.every((s) => s.grams > 0)
        ? { quantity: Math.round(total((s) => s.grams)), unit: 'g' }
        : { quantity: null, unit: null };
  return {
    name: item.name,
    ingredientId: null,
    ...quantity,
    packageAmount: null,
    packageUnit: null,
    category: 'other',
    pantry: false,
    sources: item.sources.map((s) =>
      // Spoons and cups are given by their weight.
      isBaseUnit(s.unit) ? sourceOf(s.meal.id, s.meal, s.amount, s.unit) : sourceOf(s.meal.id, s.meal, s.grams, 'g'),
    ),
  };
}

/** The items a list made from this plan gets, in `language` (the plan's own when left out). */
function rowsOfPlan(
  plan: Pick<typeof mealPlans.$inferSelect, 'id' | 'meals' | 'questionnaire'>,
  language: Language | undefined,
  log: FastifyBaseLogger,
): { lang: Language; rows: Array<Omit<NewItemRow, 'listId' | 'position'>> } {
  const catalog = loadCatalog();
  const stored = readMeals(plan.meals);
  const lang = language ?? stored.find((m) => m.language)?.language ?? 'en';
  const meals = stored.map((meal) => titledIn(meal, catalog, lang));
  const { groceryMeals, unmapped, skipped } = groceryMealsOf(meals, catalog);
  if (skipped > 0) log.warn({ mealPlanId: plan.id, skipped }, 'meals whose recipe left the catalog were skipped');
  const merged = mergeGroceries(groceryMeals, catalog, householdOf(plan.questionnaire, meals));
  const mealsById = new Map(meals.map((m) => [m.id, m]));
  return {
    lang,
    rows: [...merged.map((item) => itemFromMerged(item, lang, mealsById)), ...unmapped.map(itemFromUnmapped)],
  };
}

export type { GroceryPreviewItem };

/**
 * What the plan's grocery list will hold, without making it: the same items, rounded to what one buys, for
 * the plan page's preview (so the preview says what the list will say, not "Egg 29.5 pieces").
 */
export async function groceryPreview(
  deps: { db: Database; log: FastifyBaseLogger },
  userId: string,
  mealPlanId: string,
  language?: Language,
): Promise<{ items: GroceryPreviewItem[] }> {
  const [plan] = await deps.db
    .select()
    .from(mealPlans)
    .where(and(eq(mealPlans.id, mealPlanId), eq(mealPlans.userId, userId)));
  if (!plan) throw notFound('This meal plan does not exist.');
  if (plan.status !== 'ready') return { items: [] };
  const { rows } = rowsOfPlan(plan, language, deps.log);
  return {
    items: rows.map((row) => ({
      name: row.name,
      quantity: row.quantity ?? null,
      unit: row.unit ?? null,
      packageSize:
        row.packageAmount != null && (row.packageUnit === 'g' || row.packageUnit === 'ml')
          ? { amount: row.packageAmount, unit: row.packageUnit }
          : null,
      category: row.category ?? 'other',
      pantry: row.pantry ?? false,
    })),
  };
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

export async function groceryListFromPlan(
  deps: { db: Database; lists: GroceryListService; log: FastifyBaseLogger },
  userId: string,
  mealPlanId: string,
  /** The language of the names and titles; the plan's own when left out. */
  language?: Language,
): Promise<{ statusCode: 200 | 201; body: GroceryListFromPlanResult }> {
  const { db, lists, log } = deps;
  const existing = async () => {
    const list = await findListByMealPlan(db, mealPlanId);
    if (!list || list.userId !== userId) return undefined;
    return { statusCode: 200 as const, body: { list: await lists.detail(db, list.id, 'owner'), reused: true } };
  };

  const [plan] = await db
    .select()
    .from(mealPlans)
    .where(and(eq(mealPlans.id, mealPlanId), eq(mealPlans.userId, userId)));
  if (!plan) throw notFound('This meal plan does not exist.');
  const reused = await existing();
  if (reused) return reused;
  if (plan.status !== 'ready') {
    throw new AppError(409, 'plan_not_ready', 'This meal plan is not ready yet, so it has no groceries.');
  }

  const { lang, rows } = rowsOfPlan(plan, language, log);

  try {
    const answer = await lists.mutate(undefined, async (tx) => {
      await checkListQuota(tx, userId, lists.listsPerAccount);
      const list = await insertList(tx, {
        userId,
        mealPlanId,
        title: listTitleFor(lang, plan.startDate, plan.endDate),
        weekStart: plan.startDate,
        weekEnd: plan.endDate,
      });
      await insertItems(
        tx,
        rows.map((row, index) => ({ ...row, listId: list.id, position: index + 1 })),
      );
      return { statusCode: 201, body: { list: await lists.detail(tx, list.id, 'owner'), reused: false } };
    });
    return { statusCode: 201, body: answer.body };
  } catch (error) {
    // Two requests at once: the plan's unique index let one win; the other uses its list.
    if (isUniqueViolation(error)) {
      const winner = await existing();
      if (winner) return winner;
    }
    throw error;
  }
}
