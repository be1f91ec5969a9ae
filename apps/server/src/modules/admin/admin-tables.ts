/**
 * The database browser's allow-list (docs/architecture.md#security). Table and column names reach SQL only from here — never
 * from request text: a request names a table from a fixed enumeration and a column that must be one of these
 * names, which are then mapped to Drizzle column objects. Secrets (password hashes, session and share tokens)
 * are simply not listed, so they cannot be selected, searched, sorted by or shown; a column added to the
 * schema later stays invisible until it is added here on purpose.
 */
import type { AdminColumn, AdminTable } from '@mealplanr/contracts/admin';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { feedback, groceryListItems, groceryLists, mealPlans, ownRecipes, preferences, recipeMarks, users } from '../../db/schema';

export interface BrowsableColumn {
  name: string;
  type: AdminColumn['type'];
  /** A real column, or a derived value (e.g. whether a share link exists, without the link's hash). */
  expr: AnyPgColumn | SQL;
}

export interface BrowsableTable {
  name: AdminTable;
  table: PgTable;
  /** Identifies a row in `…/rows/:key` (a uuid). */
  key: AnyPgColumn;
  /** Shown in the row list; sortable. */
  list: readonly BrowsableColumn[];
  /** Shown when a row is opened: every field that may be seen. */
  detail: readonly BrowsableColumn[];
  /** Names (from `list` or `detail`) that the search box looks in. */
  searchable: readonly string[];
  defaultSort: string;
}

const col = (name: string, type: AdminColumn['type'], expr: AnyPgColumn | SQL): BrowsableColumn => ({ name, type, expr });

const usersColumns = {
  id: col('id', 'uuid', users.id),
  username: col('username', 'text', users.username),
  displayUsername: col('display_username', 'text', users.displayUsername),
  displayName: col('display_name', 'text', users.displayName),
  email: col('email', 'text', users.email),
  emailVerified: col('email_verified', 'boolean', users.emailVerified),
  image: col('image', 'text', users.image),
  isAdmin: col('is_admin', 'boolean', users.isAdmin),
  disabled: col('disabled', 'boolean', users.disabled),
  createdAt: col('created_at', 'datetime', users.createdAt),
  updatedAt: col('updated_at', 'datetime', users.updatedAt),
};

const preferencesColumns = {
  userId: col('user_id', 'uuid', preferences.userId),
  cuisines: col('cuisines', 'json', preferences.cuisines),
  dietaryRestrictions: col('dietary_restrictions', 'json', preferences.dietaryRestrictions),
  cookingSkill: col('cooking_skill', 'text', preferences.cookingSkill),
  cookingTime: col('cooking_time', 'text', preferences.cookingTime),
  excludedIngredients: col('excluded_ingredients', 'json', preferences.excludedIngredients),
  householdSize: col('household_size', 'number', preferences.householdSize),
  calorieTarget: col('calorie_target', 'number', preferences.calorieTarget),
  createdAt: col('created_at', 'datetime', preferences.createdAt),
  updatedAt: col('updated_at', 'datetime', preferences.updatedAt),
};

const mealPlansColumns = {
  id: col('id', 'uuid', mealPlans.id),
  userId: col('user_id', 'uuid', mealPlans.userId),
  startDate: col('start_date', 'date', mealPlans.startDate),
  endDate: col('end_date', 'date', mealPlans.endDate),
  days: col('days', 'number', mealPlans.days),
  mealsPerDay: col('meals_per_day', 'number', mealPlans.mealsPerDay),
  status: col('status', 'text', mealPlans.status),
  generator: col('generator', 'text', mealPlans.generator),
  seed: col('seed', 'number', mealPlans.seed),
  questionnaire: col('questionnaire', 'json', mealPlans.questionnaire),
  meals: col('meals', 'json', mealPlans.meals),
  explanations: col('explanations', 'json', mealPlans.explanations),
  error: col('error', 'text', mealPlans.error),
  createdAt: col('created_at', 'datetime', mealPlans.createdAt),
  updatedAt: col('updated_at', 'datetime', mealPlans.updatedAt),
};

const groceryListsColumns = {
  id: col('id', 'uuid', groceryLists.id),
  userId: col('user_id', 'uuid', groceryLists.userId),
  mealPlanId: col('meal_plan_id', 'uuid', groceryLists.mealPlanId),
  title: col('title', 'text', groceryLists.title),
  weekStart: col('week_start', 'date', groceryLists.weekStart),
  weekEnd: col('week_end', 'date', groceryLists.weekEnd),
  // Whether a share link exists; the link's hash itself is a secret and never leaves the database.
  shared: col('shared', 'boolean', sql<boolean>`(${groceryLists.shareTokenHash} is not null)`),
  sharePermission: col('share_permission', 'text', groceryLists.sharePermission),
  version: col('version', 'number', groceryLists.version),
  createdAt: col('created_at', 'datetime', groceryLists.createdAt),
  updatedAt: col('updated_at', 'datetime', groceryLists.updatedAt),
};

const itemsColumns = {
  id: col('id', 'uuid', groceryListItems.id),
  listId: col('list_id', 'uuid', groceryListItems.listId),
  name: col('name', 'text', groceryListItems.name),
  ingredientId: col('ingredient_id', 'text', groceryListItems.ingredientId),
  quantity: col('quantity', 'number', groceryListItems.quantity),
  unit: col('unit', 'text', groceryListItems.unit),
  category: col('category', 'text', groceryListItems.category),
  checked: col('checked', 'boolean', groceryListItems.checked),
  position: col('position', 'number', groceryListItems.position),
  note: col('note', 'text', groceryListItems.note),
  sources: col('sources', 'json', groceryListItems.sources),
  pantry: col('pantry', 'boolean', groceryListItems.pantry),
  packageAmount: col('package_amount', 'number', groceryListItems.packageAmount),
  packageUnit: col('package_unit', 'text', groceryListItems.packageUnit),
  version: col('version', 'number', groceryListItems.version),
  createdAt: col('created_at', 'datetime', groceryListItems.createdAt),
  updatedAt: col('updated_at', 'datetime', groceryListItems.updatedAt),
};

const feedbackColumns = {
  id: col('id', 'uuid', feedback.id),
  userId: col('user_id', 'uuid', feedback.userId),
  type: col('type', 'text', feedback.type),
  satisfaction: col('satisfaction', 'text', feedback.satisfaction),
  message: col('message', 'text', feedback.message),
  createdAt: col('created_at', 'datetime', feedback.createdAt),
};

const ownRecipesColumns = {
  id: col('id', 'uuid', ownRecipes.id),
  userId: col('user_id', 'uuid', ownRecipes.userId),
  title: col('title', 'text', ownRecipes.title),
  description: col('description', 'text', ownRecipes.description),
  language: col('language', 'text', ownRecipes.language),
  mealTypes: col('meal_types', 'json', ownRecipes.mealTypes),
  cuisine: col('cuisine', 'text', ownRecipes.cuisine),
  servings: col('servings', 'number', ownRecipes.servings),
  activeMinutes: col('active_minutes', 'number', ownRecipes.activeMinutes),
  totalMinutes: col('total_minutes', 'number', ownRecipes.totalMinutes),
  difficulty: col('difficulty', 'text', ownRecipes.difficulty),
  lines: col('lines', 'json', ownRecipes.lines),
  steps: col('steps', 'json', ownRecipes.steps),
  nutrition: col('nutrition', 'json', ownRecipes.nutrition),
  diets: col('diets', 'json', ownRecipes.diets),
  allergens: col('allergens', 'json', ownRecipes.allergens),
  labelChecks: col('label_checks', 'json', ownRecipes.labelChecks),
  incomplete: col('incomplete', 'boolean', ownRecipes.incomplete),
  createdAt: col('created_at', 'datetime', ownRecipes.createdAt),
  updatedAt: col('updated_at', 'datetime', ownRecipes.updatedAt),
};

const recipeMarksColumns = {
  id: col('id', 'uuid', recipeMarks.id),
  userId: col('user_id', 'uuid', recipeMarks.userId),
  recipeKey: col('recipe_key', 'text', recipeMarks.recipeKey),
  favourite: col('favourite', 'boolean', recipeMarks.favourite),
  neverSuggest: col('never_suggest', 'boolean', recipeMarks.neverSuggest),
  createdAt: col('created_at', 'datetime', recipeMarks.createdAt),
  updatedAt: col('updated_at', 'datetime', recipeMarks.updatedAt),
};

const u = usersColumns;
const p = preferencesColumns;
const m = mealPlansColumns;
const g = groceryListsColumns;
const i = itemsColumns;
const f = feedbackColumns;
const o = ownRecipesColumns;
const r = recipeMarksColumns;

export const BROWSABLE_TABLES: Readonly<Record<AdminTable, BrowsableTable>> = {
  users: {
    name: 'users',
    table: users,
    key: users.id,
    list: [u.id, u.username, u.displayName, u.email, u.isAdmin, u.disabled, u.createdAt],
    detail: Object.values(u),
    searchable: ['id', 'username', 'display_name', 'email'],
    defaultSort: 'created_at',
  },
  preferences: {
    name: 'preferences',
    table: preferences,
    key: preferences.userId,
    list: [p.userId, p.cuisines, p.dietaryRestrictions, p.cookingSkill, p.cookingTime, p.householdSize, p.calorieTarget, p.updatedAt],
    detail: Object.values(p),
    searchable: ['user_id', 'cuisines', 'dietary_restrictions', 'cooking_skill', 'cooking_time', 'excluded_ingredients'],
    defaultSort: 'updated_at',
  },
  meal_plans: {
    name: 'meal_plans',
    table: mealPlans,
    key: mealPlans.id,
    list: [m.id, m.userId, m.startDate, m.endDate, m.days, m.mealsPerDay, m.status, m.generator, m.createdAt],
    detail: Object.values(m),
    searchable: ['id', 'user_id', 'status', 'generator'],
    defaultSort: 'created_at',
  },
  grocery_lists: {
    name: 'grocery_lists',
    table: groceryLists,
    key: groceryLists.id,
    list: [g.id, g.userId, g.title, g.weekStart, g.weekEnd, g.shared, g.version, g.createdAt],
    detail: Object.values(g),
    searchable: ['id', 'user_id', 'meal_plan_id', 'title'],
    defaultSort: 'created_at',
  },
  grocery_list_items: {
    name: 'grocery_list_items',
    table: groceryListItems,
    key: groceryListItems.id,
    list: [i.id, i.listId, i.name, i.quantity, i.unit, i.category, i.checked, i.createdAt],
    detail: Object.values(i),
    searchable: ['id', 'list_id', 'name', 'ingredient_id', 'category', 'note'],
    defaultSort: 'created_at',
  },
  own_recipes: {
    name: 'own_recipes',
    table: ownRecipes,
    key: ownRecipes.id,
    list: [o.id, o.userId, o.title, o.language, o.cuisine, o.incomplete, o.createdAt],
    detail: Object.values(o),
    searchable: ['id', 'user_id', 'title', 'description', 'language', 'cuisine'],
    defaultSort: 'created_at',
  },
  recipe_marks: {
    name: 'recipe_marks',
    table: recipeMarks,
    key: recipeMarks.id,
    list: [r.id, r.userId, r.recipeKey, r.favourite, r.neverSuggest, r.updatedAt],
    detail: Object.values(r),
    searchable: ['id', 'user_id', 'recipe_key'],
    defaultSort: 'updated_at',
  },
  feedback: {
    name: 'feedback',
    table: feedback,
    key: feedback.id,
    list: [f.id, f.userId, f.type, f.satisfaction, f.message, f.createdAt],
    detail: Object.values(f),
    searchable: ['id', 'user_id', 'type', 'satisfaction', 'message'],
    defaultSort: 'created_at',
  },
};

/** A column of the table's detail set by name (list columns are all in it too), or undefined. */
export function findColumn(table: BrowsableTable, name: string): BrowsableColumn | undefined {
  return table.detail.find((column) => column.name === name);
}
