/**
 * The one error handler (docs/architecture.md#api): every failure leaves the API as `{ error: { code, message, details? } }`.
 * Client errors say what was wrong; server errors say nothing about internals and are logged with the request id.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError, FieldIssue } from '@mealplanr/contracts/errors';
import { AppError } from '../lib/app-error';

/** Fastify's own client errors, by their code, as our codes. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_EMPTY_TYPE: 'unsupported_media_type',
  FST_ERR_VALIDATION: 'validation_failed',
  FST_ERR_RATE_LIMIT_EXCEEDED: 'rate_limited',
};

export const errorBody = (code: string, message: string, details?: unknown): ApiError => ({
  error: details === undefined ? { code, message } : { code, message, details },
});

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: FieldIssue[] = error.validation.map((v) => ({
        path: [error.validationContext ?? 'request', ...pathOf(v.instancePath)].join('.'),
        message: v.message ?? 'is invalid',
      }));
      return reply.status(400).send(errorBody('validation_failed', 'The request is not valid.', details));
    }
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.status(400).send(errorBody('invalid_json', 'The request body is not valid JSON.'));
    }
    const status = error.statusCode ?? 500;
    if (status < 500 && !isResponseSerializationError(error)) {
      const code = FASTIFY_CODES[error.code] ?? (status === 429 ? 'rate_limited' : 'bad_request');
      return reply.status(status).send(errorBody(code, error.message));
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply
      .status(500)
      .send(errorBody('internal_error', `Something went wrong on our side. Reference: ${request.id}`));
  });
}

function pathOf(instancePath: string): string[] {
  return instancePath.split('/').filter(Boolean);
}
