import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
    latencyMs: z.number().optional(),
  }),
});

/** Liveness and database reachability, for load balancers and the self-hoster's first check. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const kind = app.database.kind;
      try {
        const latencyMs = await app.database.ping();
        return { status: 'ok' as const, database: { kind, reachable: true, latencyMs } };
      } catch (error) {
        app.log.warn({ err: error }, 'database ping failed');
        return reply.status(503).send({ status: 'degraded' as const, database: { kind, reachable: false } });
      }
    },
  );
};
