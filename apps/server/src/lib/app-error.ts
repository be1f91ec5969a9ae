/**
 * An error the API reports to its caller as `{ error: { code, message, details? } }` with `statusCode`.
 * Anything thrown that is not an AppError (or a Fastify client error) is a 5xx whose details stay in the log.
 */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
    public readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError(403, 'forbidden', message);
export const unauthorized = (message = 'Please sign in.') => new AppError(401, 'unauthorized', message);
export const conflict = (message: string, details?: unknown) => new AppError(409, 'conflict', message, details);
