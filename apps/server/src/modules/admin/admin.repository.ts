import type { AuditAction, AdminUser } from '@mealplanr/contracts/admin';
import type { FeedbackType, Satisfaction } from '@mealplanr/contracts/enums';
import { and, asc, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { auditLog, feedback, groceryListItems, groceryLists, mealPlans, sessions, users } from '../../db/schema';
import type { BrowsableColumn, BrowsableTable } from './admin-tables';

export type Order = 'asc' | 'desc';

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** `LIKE` pattern that matches `text` literally anywhere: `%`, `_` and `\` in the text are escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Case-insensitive substring search over the given columns, each read as text. */
function searchCondition(columns: readonly (BrowsableColumn['expr'])[], text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...columns.map((expr) => ilike(sql`cast(${expr} as text)`, pattern)));
}

const offset = ({ page, pageSize }: PageRequest) => (page - 1) * pageSize;

export class AdminRepository {
  constructor(private readonly db: Database) {}

  // ---- overview -----------------------------------------------------------------------------------------------

  async counts() {
    const countOf = async (table: typeof users | typeof mealPlans | typeof groceryLists | typeof groceryListItems | typeof feedback) => {
      const [row] = await this.db.select({ n: count() }).from(table);
      return row?.n ?? 0;
    };
    const [u, m, g, i, f] = await Promise.all([
      countOf(users),
      countOf(mealPlans),
      countOf(groceryLists),
      countOf(groceryListItems),
      countOf(feedback),
    ]);
    return { users: u, mealPlans: m, groceryLists: g, groceryListItems: i, feedback: f };
  }

  /** Rows created per UTC day since `since`, as `YYYY-MM-DD → count`. */
  async perDay(which: 'users' | 'meal_plans', since: Date): Promise<Map<string, number>> {
    const createdAt = which === 'users' ? users.createdAt : mealPlans.createdAt;
    const day = sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    const rows = await this.db
      .select({ day, n: count() })
      .from(which === 'users' ? users : mealPlans)
      .where(gte(createdAt, since))
      .groupBy(day);
    return new Map(rows.map((row) => [row.day, row.n]));
  }

  // ---- database browser ---------------------------------------------------------------------------------------

  async tableRowCount(table: BrowsableTable): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(table.table);
    return row?.n ?? 0;
  }

  async browse(
    table: BrowsableTable,
    options: PageRequest & { sort: BrowsableColumn; order: Order; search: string | undefined },
  ): Promise<{ total: number; rows: Array<{ key: string; values: Record<string, unknown> }> }> {
    const searchable = table.searchable.flatMap((name) => {
      const column = table.detail.find((c) => c.name === name);
      return column ? [column.expr] : [];
    });
    const where = searchCondition(searchable, options.search);
    const fields: Record<string, BrowsableColumn['expr']> = { __key: table.key };
    for (const column of table.list) fields[column.name] = column.expr;
    const direction = options.order === 'asc' ? asc : desc;
    const [rows, [total]] = await Promise.all([
      this.db
        .select(fields)
        .from(table.table)
        .where(where)
        // The key breaks ties, so paging through equal values neither repeats nor skips rows.
        .orderBy(direction(options.sort.expr), asc(table.key))
        .limit(options.pageSize)
        .offset(offset(options)),
      this.db.select({ n: count() }).from(table.table).where(where),
    ]);
    return {
      total: total?.n ?? 0,
      rows: rows.map(({ __key, ...values }) => ({ key: String(__key), values })),
    };
  }

  async row(table: BrowsableTable, key: string): Promise<Record<string, unknown> | undefined> {
    const fields: Record<string, BrowsableColumn['expr']> = {};
    for (const column of table.detail) fields[column.name] = column.expr;
    const [row] = await this.db.select(fields).from(table.table).where(eq(table.key, key));
    return row;
  }

  // ---- feedback inbox -------------------------------------------------------------------------------------------

  async feedback(filter: PageRequest & { type?: FeedbackType | undefined; satisfaction?: Satisfaction | undefined }) {
    const where = and(
      filter.type ? eq(feedback.type, filter.type) : undefined,
      filter.satisfaction ? eq(feedback.satisfaction, filter.satisfaction) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: feedback.id,
          message: feedback.message,
          type: feedback.type,
          satisfaction: feedback.satisfaction,
          createdAt: feedback.createdAt,
          userId: users.id,
          username: sql<string | null>`coalesce(${users.displayUsername}, ${users.username})`,
        })
        .from(feedback)
        .leftJoin(users, eq(users.id, feedback.userId))
        .where(where)
        .orderBy(desc(feedback.createdAt), asc(feedback.id))
        .limit(filter.pageSize)
        .offset(offset(filter)),
      this.db.select({ n: count() }).from(feedback).where(where),
    ]);
    return { total: total?.n ?? 0, rows };
  }

  // ---- users ------------------------------------------------------------------------------------------------------

  async users(filter: PageRequest & { search: string | undefined }) {
    const where = searchCondition([users.username, users.displayUsername, users.displayName, users.email], filter.search);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), asc(users.id))
        .limit(filter.pageSize)
        .offset(offset(filter)),
      this.db.select({ n: count() }).from(users).where(where),
    ]);
    return { total: total?.n ?? 0, rows: rows.map(toAdminUser) };
  }

  async findUser(id: string): Promise<AdminUser | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row ? toAdminUser(row) : undefined;
  }

  /**
   * Applies the changes, writes one audit entry per change and, when the account is disabled, ends all its
   * sessions — all in one transaction, so no change is ever made without its audit entry.
   */
  async updateUser(
    actorId: string,
    targetId: string,
    changes: { isAdmin?: boolean | undefined; disabled?: boolean | undefined },
    actions: AuditAction[],
  ): Promise<AdminUser | undefined> {
    return this.db.transaction(async (tx) => {
      const set: Partial<typeof users.$inferInsert> = {};
      if (changes.isAdmin !== undefined) set.isAdmin = changes.isAdmin;
      if (changes.disabled !== undefined) set.disabled = changes.disabled;
      const [row] = await tx.update(users).set(set).where(eq(users.id, targetId)).returning();
      if (!row) return undefined;
      if (changes.disabled === true) await tx.delete(sessions).where(eq(sessions.userId, targetId));
      if (actions.length) {
        // The acting admin's name is kept with the entry, so it outlives their account.
        const [actor] = await tx
          .select({ name: sql<string>`coalesce(${users.displayUsername}, ${users.username})` })
          .from(users)
          .where(eq(users.id, actorId));
        await tx
          .insert(auditLog)
          .values(actions.map((action) => ({ actorId, actorName: actor?.name ?? null, action, targetUserId: targetId })));
      }
      return toAdminUser(row);
    });
  }

  // ---- audit log ----------------------------------------------------------------------------------------------

  async auditLog(request: PageRequest) {
    const actor = alias(users, 'actor');
    const target = alias(users, 'target');
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: auditLog.id,
          action: auditLog.action,
          createdAt: auditLog.createdAt,
          actorId: actor.id,
          actorName: sql<string | null>`coalesce(${actor.displayUsername}, ${actor.username})`,
          actorNameThen: auditLog.actorName,
          targetId: target.id,
          targetName: sql<string | null>`coalesce(${target.displayUsername}, ${target.username})`,
        })
        .from(auditLog)
        .leftJoin(actor, eq(actor.id, auditLog.actorId))
        .leftJoin(target, eq(target.id, auditLog.targetUserId))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(request.pageSize)
        .offset(offset(request)),
      this.db.select({ n: count() }).from(auditLog),
    ]);
    return { total: total?.n ?? 0, rows };
  }
}

function toAdminUser(row: typeof users.$inferSelect): AdminUser {
  return {
    id: row.id,
    username: row.displayUsername ?? row.username,
    displayName: row.displayName,
    email: row.email,
    isAdmin: row.isAdmin,
    disabled: row.disabled,
    createdAt: row.createdAt.toISOString(),
  };
}
