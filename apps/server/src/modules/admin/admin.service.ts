/**
 * The admin area's logic: overview figures, the read-only database browser, the feedback inbox, user management
 * and the audit log. Every route that reaches this is behind `requireAdmin`.
 */
import {
  OVERVIEW_DAYS,
  type AdminFeedbackResponse,
  type AdminOverview,
  type AdminRowResponse,
  type AdminRowsResponse,
  type AdminTable,
  type AdminTablesResponse,
  type AdminUser,
  type AdminUsersResponse,
  type AuditAction,
  type AuditLogResponse,
  ADMIN_TABLES,
} from '@mealplanr/contracts/admin';
import type { FeedbackType, Satisfaction } from '@mealplanr/contracts/enums';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { AdminRepository, type Order, type PageRequest } from './admin.repository';
import { BROWSABLE_TABLES, type BrowsableTable } from './admin-tables';

const DAY_MS = 86_400_000;

/** The last `days` UTC calendar days ending with the day of `now`, oldest first, as `YYYY-MM-DD`. */
export function lastDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** A value as JSON can carry it: instants as ISO strings, everything else as the driver returned it. */
function plain(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

export class AdminService {
  private readonly repository: AdminRepository;

  constructor(db: Database) {
    this.repository = new AdminRepository(db);
  }

  async overview(now = new Date()): Promise<AdminOverview> {
    const days = lastDays(now, OVERVIEW_DAYS);
    const since = new Date(`${days[0]}T00:00:00.000Z`);
    const [counts, signups, plans] = await Promise.all([
      this.repository.counts(),
      this.repository.perDay('users', since),
      this.repository.perDay('meal_plans', since),
    ]);
    return {
      counts,
      daily: days.map((date) => ({ date, signups: signups.get(date) ?? 0, plans: plans.get(date) ?? 0 })),
    };
  }

  async tables(): Promise<AdminTablesResponse> {
    const tables = await Promise.all(
      ADMIN_TABLES.map(async (name) => {
        const table = BROWSABLE_TABLES[name];
        return {
          name,
          columns: table.list.map(({ name: column, type }) => ({ name: column, type })),
          searchable: [...table.searchable],
          defaultSort: table.defaultSort,
          rowCount: await this.repository.tableRowCount(table),
        };
      }),
    );
    return { tables };
  }

  async rows(
    name: AdminTable,
    query: PageRequest & { sort?: string | undefined; order: Order; q?: string | undefined },
  ): Promise<AdminRowsResponse> {
    const table = BROWSABLE_TABLES[name];
    const sortName = query.sort ?? table.defaultSort;
    // Only a listed column's name is accepted; the name is then looked up, never put into SQL as text.
    const sort = table.list.find((column) => column.name === sortName);
    if (!sort) {
      throw new AppError(400, 'unknown_column', `"${sortName.slice(0, 64)}" is not a column of ${name} you can sort by.`, {
        columns: table.list.map((column) => column.name),
      });
    }
    const { total, rows } = await this.repository.browse(table, {
      page: query.page,
      pageSize: query.pageSize,
      sort,
      order: query.order,
      search: query.q || undefined,
    });
    return {
      table: name,
      columns: columnsOf(table),
      sort: sort.name,
      order: query.order,
      total,
      page: query.page,
      pageSize: query.pageSize,
      rows: rows.map((row) => ({
        key: row.key,
        values: Object.fromEntries(Object.entries(row.values).map(([key, value]) => [key, plain(value)])),
      })),
    };
  }

  async row(name: AdminTable, key: string): Promise<AdminRowResponse> {
    const table = BROWSABLE_TABLES[name];
    const row = await this.repository.row(table, key);
    if (!row) throw notFound('There is no such row.');
    return {
      table: name,
      key,
      fields: table.detail.map(({ name: column, type }) => ({ name: column, type, value: plain(row[column]) })),
    };
  }

  async feedback(
    query: PageRequest & { type?: FeedbackType | undefined; satisfaction?: Satisfaction | undefined },
  ): Promise<AdminFeedbackResponse> {
    const { total, rows } = await this.repository.feedback(query);
    return pageOf(
      query,
      total,
      rows.map((row) => ({
        id: row.id,
        message: row.message,
        type: row.type,
        satisfaction: row.satisfaction,
        createdAt: row.createdAt.toISOString(),
        user: row.userId && row.username ? { id: row.userId, username: row.username } : null,
      })),
    );
  }

  async users(query: PageRequest & { q?: string | undefined }): Promise<AdminUsersResponse> {
    const { total, rows } = await this.repository.users({ ...query, search: query.q || undefined });
    return pageOf(query, total, rows);
  }

  /**
   * Grants or revokes admin rights and disables or re-enables an account. An admin can do neither to
   * themself (so the last admin cannot lock everyone out by accident); disabling ends the person's sessions.
   */
  async updateUser(
    actorId: string,
    targetId: string,
    changes: { isAdmin?: boolean | undefined; disabled?: boolean | undefined },
  ): Promise<AdminUser> {
    const target = await this.repository.findUser(targetId);
    if (!target) throw notFound('There is no such user.');
    if (targetId === actorId && (changes.isAdmin === false || changes.disabled === true)) {
      throw new AppError(
        403,
        'cannot_change_own_account',
        'You cannot remove your own admin rights or disable your own account.',
      );
    }
    const actions: AuditAction[] = [];
    if (changes.isAdmin !== undefined && changes.isAdmin !== target.isAdmin) {
      actions.push(changes.isAdmin ? 'admin_granted' : 'admin_revoked');
    }
    if (changes.disabled !== undefined && changes.disabled !== target.disabled) {
      actions.push(changes.disabled ? 'account_disabled' : 'account_enabled');
    }
    // Repeating a request that changes nothing writes nothing (and no audit entry).
    if (!actions.length) return target;
    const updated = await this.repository.updateUser(actorId, targetId, changes, actions);
    if (!updated) throw notFound('There is no such user.');
    return updated;
  }

  async auditLog(query: PageRequest): Promise<AuditLogResponse> {
    const { total, rows } = await this.repository.auditLog(query);
    return pageOf(
      query,
      total,
      rows.map((row) => ({
        id: row.id,
        action: row.action,
        actor: row.actorId && row.actorName ? { id: row.actorId, username: row.actorName } : null,
        actorName: row.actorNameThen ?? row.actorName ?? null,
        target: row.targetId && row.targetName ? { id: row.targetId, username: row.targetName } : null,
        createdAt: row.createdAt.toISOString(),
      })),
    );
  }
}

/** One page of a list as the admin API answers it. */
function pageOf<T>(query: PageRequest, total: number, items: T[]): { total: number; page: number; pageSize: number; items: T[] } {
  return { total, page: query.page, pageSize: query.pageSize, items };
}

function columnsOf(table: BrowsableTable) {
  return table.list.map(({ name, type }) => ({ name, type }));
}
