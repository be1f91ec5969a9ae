/**
 * The database schema (docs/architecture.md#data-model). One dialect (PostgreSQL) for both PGlite and PostgreSQL. Every row that
 * belongs to a user cascades from `users`, so deleting a user deletes everything of theirs; feedback is the one
 * exception and is kept, detached, for the product team.
 *
 * After changing this file run `npm run db:generate` and commit the new migration in `apps/server/drizzle/`.
 */
import type { Nutrition } from '@mealplanr/catalog/load';
import type { AuditAction } from '@mealplanr/contracts/admin';
import type {
  CookingSkill,
  Cuisine,
  DietaryRestriction,
  FeedbackType,
  Language,
  MealType,
  Satisfaction,
} from '@mealplanr/contracts/enums';
import { GROCERY_CATEGORIES } from '@mealplanr/contracts/enums';
import type { LabelCheck } from '@mealplanr/contracts/food-words';
import type { GroceryItemSource } from '@mealplanr/contracts/grocery-lists';
import type { Explanation, storedQuestionnaireSchema } from '@mealplanr/contracts/meal-plans';
import type { OwnRecipeLine } from '@mealplanr/contracts/recipes';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * JSON columns, and text columns that hold a value of one of the contracts' enumerations, carry the contracts'
 * types where the server only ever writes them from those types, so reads need no casts (`$type` is TypeScript
 * only; inserts must then give the narrow type too). A plan's questionnaire and meals are read through their
 * schemas when the plan is read (`readPlan`), as older plans may lack fields; the preferences' enumeration values
 * are read through theirs (a value an older version wrote may have left its enumeration); a mail's template
 * data and a stored answer are opaque here and checked where they are used.
 */
type StoredQuestionnaire = z.infer<typeof storedQuestionnaireSchema>;
/** A meal's share of an item as stored; its titles in every language are derived from the recipe when read. */
export type StoredItemSource = Omit<GroceryItemSource, 'titles'>;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased (sign-in is case-insensitive); `displayUsername` keeps the spelling the person chose. */
    username: text('username').notNull(),
    displayUsername: text('display_username'),
    displayName: text('display_name').notNull().default(''),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    isAdmin: boolean('is_admin').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
  ],
);

/**
 * Server-side sessions (better-auth). The cookie carries the opaque random `token`; deleting the row ends the
 * session everywhere. `expiresAt` slides forward while the session is used (idle lifetime); the absolute lifetime
 * is counted from `createdAt`.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sessions_token_unique').on(t.token), index('sessions_user_idx').on(t.userId)],
);

/**
 * How a user proves who they are: `providerId = 'credential'` holds the argon2id password hash; `'oidc'` rows
 * hold an OpenID Connect identity whose `accountId` is "<issuer>|<subject>".
 */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('accounts_provider_account_unique').on(t.providerId, t.accountId),
    index('accounts_user_idx').on(t.userId),
  ],
);

/** Short-lived values of the sign-in flows (OpenID Connect state, nonce and PKCE verifier). */
export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/**
 * Failed sign-in counters (per client address, per account and address, per account), in the database so that
 * every server process sees the same counts: `failures` counts since `windowStart`; `lastFailureAt` sets the
 * growing delay of an account under attack (ADR 0009).
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Request counters of the rate limits (registrations per address, invitations per account …) when the server
 * runs on PostgreSQL, so that several server processes share them: `hits` in the window that ends at `resetAt`.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);

/** Secrets the server generates once and shares between its processes (e.g. the session-signing key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const preferences = pgTable('preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  cuisines: jsonb('cuisines').$type<Cuisine[]>().notNull().default([]),
  dietaryRestrictions: jsonb('dietary_restrictions').$type<DietaryRestriction[]>().notNull().default([]),
  cookingSkill: text('cooking_skill'),
  cookingTime: text('cooking_time'),
  excludedIngredients: jsonb('excluded_ingredients').$type<string[]>().notNull().default([]),
  householdSize: integer('household_size').notNull().default(1),
  calorieTarget: integer('calorie_target'),
  /** Personal data for the energy estimate (Mifflin–St Jeor × activity), each optional. */
  sex: text('sex'),
  age: integer('age'),
  heightCm: integer('height_cm'),
  weightKg: doublePrecision('weight_kg'),
  activityLevel: text('activity_level'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const mealPlans = pgTable(
  'meal_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    days: integer('days').notNull(),
    mealsPerDay: integer('meals_per_day').notNull(),
    questionnaire: jsonb('questionnaire').$type<Partial<StoredQuestionnaire>>().notNull(),
    status: text('status', { enum: ['generating', 'ready', 'failed'] }).notNull().default('generating'),
    generator: text('generator', { enum: ['builtin', 'llm'] }).notNull().default('builtin'),
    seed: integer('seed').notNull(),
    /** Language of the meals' snapshot text (en, ru, be). */
    language: text('language').$type<Language>().notNull().default('en'),
    /** Snapshot of every meal as generated, so later catalog changes never rewrite history. */
    // Read through the meal schema (`readPlan`), not trusted as typed: plans outlive changes to a meal's shape.
    meals: jsonb('meals').notNull().default([]),
    explanations: jsonb('explanations').$type<Explanation[]>().notNull().default([]),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('meal_plans_user_created_idx').on(t.userId, t.createdAt),
    check('meal_plans_status_check', sql`${t.status} in ('generating', 'ready', 'failed')`),
  ],
);

export const groceryLists = pgTable(
  'grocery_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One list per plan: creating it again reuses this one. */
    mealPlanId: uuid('meal_plan_id').references(() => mealPlans.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    weekStart: date('week_start'),
    weekEnd: date('week_end'),
    /** SHA-256 of the share link's token; the token itself is never stored. */
    shareTokenHash: text('share_token_hash'),
    sharePermission: text('share_permission', { enum: ['view', 'check'] }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('grocery_lists_meal_plan_unique').on(t.mealPlanId),
    uniqueIndex('grocery_lists_share_token_unique').on(t.shareTokenHash),
    index('grocery_lists_user_idx').on(t.userId),
  ],
);

export const groceryListItems = pgTable(
  'grocery_list_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: uuid('list_id')
      .notNull()
      .references(() => groceryLists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ingredientId: text('ingredient_id'),
    quantity: doublePrecision('quantity'),
    unit: text('unit'),
    category: text('category', { enum: GROCERY_CATEGORIES }).notNull().default('other'),
    checked: boolean('checked').notNull().default(false),
    position: integer('position').notNull().default(0),
    note: text('note'),
    /** Which meals contributed how much, so removing a meal subtracts exactly its share. */
    sources: jsonb('sources').$type<StoredItemSource[]>().notNull().default([]),
    /** A staple most kitchens have: listed apart as "probably at home". */
    pantry: boolean('pantry').notNull().default(false),
    /** Size of one package when `unit` is a package ("2 cans (400 g)"): amount in g or ml. */
    packageAmount: doublePrecision('package_amount'),
    packageUnit: text('package_unit', { enum: ['g', 'ml'] }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('grocery_list_items_list_idx').on(t.listId, t.position)],
);

/**
 * Who else may use a grocery list. A row is an e-mail invitation until it is accepted (`userId` null), then a
 * membership. Only the SHA-256 of the invitation token is stored; it works once (`acceptedAt`) and until
 * `expiresAt`. Everything cascades: deleting the list, the member or the inviting owner removes the row.
 */
export const listMembers = pgTable(
  'list_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: uuid('list_id')
      .notNull()
      .references(() => groceryLists.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The address the invitation was sent to (lower-cased). */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('list_members_token_unique').on(t.tokenHash),
    uniqueIndex('list_members_list_user_unique').on(t.listId, t.userId),
    index('list_members_user_idx').on(t.userId),
  ],
);

/**
 * Mail waiting to be sent (nothing that another server process needs lives only in memory). A worker in
 * every server process claims due rows with FOR UPDATE SKIP LOCKED and a lease (`lockedUntil`), sends them and
 * retries with exponential backoff. The body of a sent message is cleared, so invitation links do not linger.
 *
 * A message with a secret link (invitation, e-mail verification, password reset) has a `kind`: it is rendered
 * only when it is sent, from `data` and `sealedToken` — the link's token encrypted (AES-256-GCM) with a key
 * derived from AUTH_SECRET. The table itself never holds a usable link.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'expired'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Not worth sending after this (the invitation it carries has expired). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The invitation this message carries: revoking it (or deleting the list or owner) drops the message. */
    invitationId: uuid('invitation_id').references(() => listMembers.id, { onDelete: 'cascade' }),
    /** Rendered when sent: 'invitation', 'verify_email' or 'reset_password'; null for a ready-made body. */
    kind: text('kind'),
    /** What the template needs besides the link (language, and for invitations the list and the sender). */
    data: jsonb('data'),
    /** The link's token, encrypted; cleared once the message is sent, expired or failed. */
    sealedToken: text('sealed_token'),
    /** The account a verification or reset message is for: deleting the account drops the message. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_user_kind_idx').on(t.userId, t.kind, t.createdAt),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed', 'expired')`),
  ],
);

/**
 * Answers to mutations sent with an `Idempotency-Key` header, so a retried request returns the first answer
 * instead of adding an item twice. `scope` is "user:<id>" or "share:<token hash>"; `fingerprint` is the method,
 * path and body the key was first used with. Rows older than a day are deleted.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    listId: uuid('list_id').references(() => groceryLists.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Kept, detached (null), when the account is deleted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    type: text('type').$type<FeedbackType>().notNull(),
    satisfaction: text('satisfaction').$type<Satisfaction>().notNull(),
    createdAt: createdAt(),
  },
  // The per-user hourly limit counts recent rows; the inbox lists newest first.
  (t) => [index('feedback_user_created_idx').on(t.userId, t.createdAt), index('feedback_created_idx').on(t.createdAt)],
);

/**
 * What admins did (grant or revoke admin rights, disable or re-enable an account), shown in the admin area.
 * Both people are references: when either account is deleted the entry stays with a null in its place. The
 * acting admin's username is also kept as it was (`actorName`), so the record of who did what outlives the
 * admin's account; nothing else of a deleted person is kept here.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The acting admin's username when they acted; kept after their account is deleted. */
    actorName: text('actor_name'),
    action: text('action').$type<AuditAction>().notNull(),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

/**
 * A person's own recipes: what they typed, the ingredient lines as read (catalog ingredient, amount, grams) and
 * the figures derived from them, recomputed on every write so the planner reads them like the catalog's.
 */
export const ownRecipes = pgTable(
  'own_recipes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The language it is written in (en, ru, be); its text is always shown as written. */
    language: text('language').$type<Language>().notNull(),
    mealTypes: jsonb('meal_types').$type<MealType[]>().notNull(),
    cuisine: text('cuisine').$type<Cuisine>().notNull(),
    servings: integer('servings').notNull(),
    activeMinutes: integer('active_minutes').notNull(),
    totalMinutes: integer('total_minutes').notNull(),
    difficulty: text('difficulty').$type<CookingSkill>().notNull(),
    lines: jsonb('lines').$type<OwnRecipeLine[]>().notNull(),
    steps: jsonb('steps').$type<string[]>().notNull().default([]),
    /** Derived, per serving. */
    nutrition: jsonb('nutrition').$type<Nutrition>().notNull(),
    diets: jsonb('diets').$type<DietaryRestriction[]>().notNull().default([]),
    allergens: jsonb('allergens').$type<string[]>().notNull().default([]),
    labelChecks: jsonb('label_checks').$type<LabelCheck[]>().notNull().default([]),
    /** Some line is not understood (then planned only without restrictions and exclusions). */
    incomplete: boolean('incomplete').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('own_recipes_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * A person's marks on a recipe of either source: `recipeKey` is a catalog recipe id or an own recipe's id. A
 * row with both marks off is deleted.
 */
export const recipeMarks = pgTable(
  'recipe_marks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeKey: text('recipe_key').notNull(),
    favourite: boolean('favourite').notNull().default(false),
    /** Never planned, and never offered by a swap. */
    neverSuggest: boolean('never_suggest').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('recipe_marks_user_recipe_unique').on(t.userId, t.recipeKey)],
);
