/**
 * `/api/admin/*`: admins only (401 for visitors, 403 for everyone else, checked on the server for every route).
 * The database browser is read-only; user changes are recorded in the audit log.
 */
import {
  adminFeedbackQuerySchema,
  adminFeedbackResponseSchema,
  adminOverviewSchema,
  adminRowParamsSchema,
  adminRowResponseSchema,
  adminRowsQuerySchema,
  adminRowsResponseSchema,
  adminTableParamsSchema,
  adminTablesResponseSchema,
  adminUserParamsSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  adminUserUpdateSchema,
  auditLogQuerySchema,
  auditLogResponseSchema,
} from '@mealplanr/contracts/admin';
import { apiErrorSchema } from '@mealplanr/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/require-user';
import { AdminService } from './admin.service';

const guarded = { 401: apiErrorSchema, 403: apiErrorSchema } as const;
const tags = ['admin'];

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new AdminService(app.database.db);

  // Every route of this plugin, present and future, is for admins only. Checked on request, before the input is
  // validated, so a visitor or non-admin learns nothing about the routes' parameters.
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/api/admin/overview',
    {
      schema: {
        tags,
        summary: 'Counts of users, plans, lists, items and feedback; sign-ups and plans per day (30 days)',
        response: { 200: adminOverviewSchema, ...guarded },
      },
    },
    async () => service.overview(),
  );

  app.get(
    '/api/admin/tables',
    {
      schema: {
        tags,
        summary: 'The tables of the database browser with their listed columns and row counts',
        response: { 200: adminTablesResponseSchema, ...guarded },
      },
    },
    async () => service.tables(),
  );

  app.get(
    '/api/admin/tables/:table/rows',
    {
      schema: {
        tags,
        summary: 'A page of rows of one table: sorted by a listed column, optionally filtered by a search text',
        params: adminTableParamsSchema,
        querystring: adminRowsQuerySchema,
        response: { 200: adminRowsResponseSchema, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request) => service.rows(request.params.table, request.query),
  );

  app.get(
    '/api/admin/tables/:table/rows/:key',
    {
      schema: {
        tags,
        summary: 'Every field of one row that may be shown (never hashes or tokens)',
        params: adminRowParamsSchema,
        response: { 200: adminRowResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...guarded },
      },
    },
    async (request) => service.row(request.params.table, request.params.key),
  );

  app.get(
    '/api/admin/feedback',
    {
      schema: {
        tags,
        summary: 'The feedback inbox, newest first, filtered by type and satisfaction',
        querystring: adminFeedbackQuerySchema,
        response: { 200: adminFeedbackResponseSchema, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request) => service.feedback(request.query),
  );

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        summary: 'Users, newest first, optionally searched by name, username or e-mail',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request) => service.users(request.query),
  );

  app.patch(
    '/api/admin/users/:id',
    {
      schema: {
        tags,
        summary: 'Grant or revoke admin rights, disable or re-enable an account (not your own)',
        params: adminUserParamsSchema,
        body: adminUserUpdateSchema,
        response: { 200: adminUserSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...guarded },
      },
    },
    async (request) => {
      const updated = await service.updateUser(request.user.id, request.params.id, request.body);
      // Their next request sees the change: this server forgets their sessions now (others hear it from the database).
      app.auth.sessions.forgetUser(request.params.id);
      return updated;
    },
  );

  app.get(
    '/api/admin/audit-log',
    {
      schema: {
        tags,
        summary: 'What admins did, newest first',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request) => service.auditLog(request.query),
  );
};
