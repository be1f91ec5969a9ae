/**
 * The recipe browser's search and filters, kept in the page's address (`/recipes?q=soup&source=mine`) so that
 * going back from a recipe returns to the same results, and a search can be bookmarked. Values that are not
 * one of the choices are dropped rather than sent.
 */
import {
  COOKING_SKILLS,
  CUISINES,
  DIETARY_RESTRICTIONS,
  MEAL_TYPES,
  type CookingSkill,
  type Cuisine,
  type DietaryRestriction,
  type MealType,
} from '@mealplanr/contracts/enums';
import { RECIPE_BROWSER_SOURCES } from '@mealplanr/contracts/recipes';

export type BrowserSource = (typeof RECIPE_BROWSER_SOURCES)[number];

/** The choices of "ready in at most", in minutes. */
export const MAX_MINUTES_CHOICES = [15, 30, 45, 60, 90] as const;

export interface BrowserFilters {
  q: string;
  mealType: MealType | null;
  diet: DietaryRestriction | null;
  cuisine: Cuisine | null;
  maxMinutes: number | null;
  difficulty: CookingSkill | null;
  source: BrowserSource;
  favouritesOnly: boolean;
}

export const NO_FILTERS: BrowserFilters = {
  q: '',
  mealType: null,
  diet: null,
  cuisine: null,
  maxMinutes: null,
  difficulty: null,
  source: 'all',
  favouritesOnly: false,
};

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | null =>
  value !== null && (choices as readonly string[]).includes(value) ? (value as T) : null;

/**
 * The filters an address's query string holds.
 *
 * @example parseFilters('q=soup&source=mine&maxMinutes=30').source // 'mine'
 */
export function parseFilters(search: string): BrowserFilters {
  const params = new URLSearchParams(search);
  const minutes = Number(params.get('maxMinutes'));
  return {
    q: (params.get('q') ?? '').slice(0, 60),
    mealType: oneOf(MEAL_TYPES, params.get('mealType')),
    diet: oneOf(DIETARY_RESTRICTIONS, params.get('diet')),
    cuisine: oneOf(CUISINES, params.get('cuisine')),
    maxMinutes: (MAX_MINUTES_CHOICES as readonly number[]).includes(minutes) ? minutes : null,
    difficulty: oneOf(COOKING_SKILLS, params.get('difficulty')),
    source: oneOf(RECIPE_BROWSER_SOURCES, params.get('source')) ?? 'all',
    favouritesOnly: params.get('favouritesOnly') === 'true',
  };
}

/** The query string of these filters: only what differs from no filter at all, in a fixed order. */
export function filtersToQuery(filters: BrowserFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.mealType) params.set('mealType', filters.mealType);
  if (filters.diet) params.set('diet', filters.diet);
  if (filters.cuisine) params.set('cuisine', filters.cuisine);
  if (filters.maxMinutes !== null) params.set('maxMinutes', String(filters.maxMinutes));
  if (filters.difficulty) params.set('difficulty', filters.difficulty);
  if (filters.source !== 'all') params.set('source', filters.source);
  if (filters.favouritesOnly) params.set('favouritesOnly', 'true');
  return params;
}

/** Whether anything narrows the results (the empty state then offers to clear the filters). */
export function hasFilters(filters: BrowserFilters): boolean {
  return filtersToQuery(filters).size > 0;
}
