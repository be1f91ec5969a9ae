/** Small pieces the grocery and sharing routes share: error responses, idempotent answers, common params. */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '@mealplanr/contracts/errors';
import type { Answer } from './grocery-lists.service';

/** `{ 400: apiErrorSchema, 404: apiErrorSchema, … }` for the OpenAPI document and the serializer. */
export function errorResponses<const S extends readonly number[]>(
  ...statuses: S
): { [K in S[number]]: typeof apiErrorSchema } {
  return Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as { [K in S[number]]: typeof apiErrorSchema };
}

export const listParams = z.object({ id: z.uuid() });
export const itemParams = z.object({ id: z.uuid(), itemId: z.uuid() });

export const IDEMPOTENCY_NOTE =
  ' Send an `Idempotency-Key` header (1–128 printable characters) to make a retry safe: the same key returns ' +
  'the first answer (with `Idempotent-Replayed: true`). Reusing a key for a different request is 422.';

/** Sends a service answer: its status and body, marked when it is a replay of an earlier request. */
export function sendAnswer<T>(reply: FastifyReply, answer: Answer<T>): FastifyReply {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.statusCode).send(answer.statusCode === 204 ? null : answer.body);
}

export const noContent = z.null().describe('Done');
