/**
 * The admin area's API (docs/architecture.md#security): overview figures, a read-only database browser over an
 * allow-list of tables and columns, the feedback inbox, user management and the audit log.
 */
import { z } from 'zod';
import { feedbackTypeSchema, satisfactionSchema } from './enums';

/** The tables the database browser shows (the product’s own, plus feedback). Nothing else can be asked for. */
export const ADMIN_TABLES = [
  'users',
  'preferences',
  'meal_plans',
  'grocery_lists',
  'grocery_list_items',
  'own_recipes',
  'recipe_marks',
  'feedback',
] as const;
export const adminTableSchema = z.enum(ADMIN_TABLES);
export type AdminTable = z.infer<typeof adminTableSchema>;

export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_SEARCH_MAX_LENGTH = 200;

const page = z.coerce.number().int().min(1).max(1_000_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(20);

export const pageInfoSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** How the browser renders a value. */
export const ADMIN_COLUMN_TYPES = ['uuid', 'text', 'number', 'boolean', 'datetime', 'date', 'json'] as const;
export const adminColumnSchema = z.object({
  name: z.string(),
  type: z.enum(ADMIN_COLUMN_TYPES),
});
export type AdminColumn = z.infer<typeof adminColumnSchema>;

export const adminTableInfoSchema = z.object({
  name: adminTableSchema,
  /** Columns shown in the row list; every one can be sorted by. */
  columns: z.array(adminColumnSchema),
  /** Columns the search box looks in. */
  searchable: z.array(z.string()),
  defaultSort: z.string(),
  rowCount: z.number().int(),
});
export type AdminTableInfo = z.infer<typeof adminTableInfoSchema>;

export const adminTablesResponseSchema = z.object({ tables: z.array(adminTableInfoSchema) });
export type AdminTablesResponse = z.infer<typeof adminTablesResponseSchema>;

export const adminTableParamsSchema = z.object({ table: adminTableSchema });
export const adminRowParamsSchema = z.object({ table: adminTableSchema, key: z.uuid() });

export const adminRowsQuerySchema = z.object({
  page,
  pageSize,
  /** A column name from the table's list; anything else is refused with 400 `unknown_column`. */
  sort: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** Plain text searched for (case-insensitive, as a substring) in the table's searchable columns. */
  q: z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH).optional(),
});
export type AdminRowsQuery = z.input<typeof adminRowsQuerySchema>;

const cellValueSchema = z.unknown();

export const adminRowsResponseSchema = pageInfoSchema.extend({
  table: adminTableSchema,
  columns: z.array(adminColumnSchema),
  sort: z.string(),
  order: z.enum(['asc', 'desc']),
  /** `key` opens the row (`GET …/rows/:key`); `values` holds the listed columns by name. */
  rows: z.array(z.object({ key: z.string(), values: z.record(z.string(), cellValueSchema) })),
});
export type AdminRowsResponse = z.infer<typeof adminRowsResponseSchema>;

export const adminRowResponseSchema = z.object({
  table: adminTableSchema,
  key: z.string(),
  /** Every field of the row that may be shown, in table order; secrets (hashes, tokens) are never included. */
  fields: z.array(adminColumnSchema.extend({ value: cellValueSchema })),
});
export type AdminRowResponse = z.infer<typeof adminRowResponseSchema>;

export const adminOverviewSchema = z.object({
  counts: z.object({
    users: z.number().int(),
    mealPlans: z.number().int(),
    groceryLists: z.number().int(),
    groceryListItems: z.number().int(),
    feedback: z.number().int(),
  }),
  /** One entry per UTC day for the last 30 days, oldest first, today last. */
  daily: z.array(z.object({ date: z.iso.date(), signups: z.number().int(), plans: z.number().int() })),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
export const OVERVIEW_DAYS = 30;

const personRefSchema = z.object({ id: z.uuid(), username: z.string() });

export const adminFeedbackQuerySchema = z.object({
  type: feedbackTypeSchema.optional(),
  satisfaction: satisfactionSchema.optional(),
  page,
  pageSize,
});
export type AdminFeedbackQuery = z.input<typeof adminFeedbackQuerySchema>;

export const adminFeedbackItemSchema = z.object({
  id: z.uuid(),
  message: z.string(),
  type: feedbackTypeSchema,
  satisfaction: satisfactionSchema,
  createdAt: z.iso.datetime(),
  /** Null once the sender has deleted their account. */
  user: personRefSchema.nullable(),
});
export type AdminFeedbackItem = z.infer<typeof adminFeedbackItemSchema>;
export const adminFeedbackResponseSchema = pageInfoSchema.extend({ items: z.array(adminFeedbackItemSchema) });
export type AdminFeedbackResponse = z.infer<typeof adminFeedbackResponseSchema>;

export const adminUserSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  displayName: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH).optional(),
  page,
  pageSize,
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;
export const adminUsersResponseSchema = pageInfoSchema.extend({ items: z.array(adminUserSchema) });
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const adminUserParamsSchema = z.object({ id: z.uuid() });

/** Sets (not toggles) admin rights and/or the disabled flag, so a repeated request changes nothing. */
export const adminUserUpdateSchema = z
  .object({ isAdmin: z.boolean().optional(), disabled: z.boolean().optional() })
  .refine((body) => body.isAdmin !== undefined || body.disabled !== undefined, {
    message: 'Give isAdmin and/or disabled.',
  });
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

export const AUDIT_ACTIONS = ['admin_granted', 'admin_revoked', 'account_disabled', 'account_enabled'] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  action: auditActionSchema,
  /** Null once that account has been deleted. */
  actor: personRefSchema.nullable(),
  /** The acting admin's username when they acted; kept after their account is deleted. */
  actorName: z.string().nullable(),
  target: personRefSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogQuerySchema = z.object({ page, pageSize });
export const auditLogResponseSchema = pageInfoSchema.extend({ items: z.array(auditEntrySchema) });
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;

/** Error codes of the admin API the web app translates. */
export const ADMIN_ERROR_CODES = ['unknown_column', 'cannot_change_own_account'] as const;
