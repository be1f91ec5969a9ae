/**
 * Request limits (ADR 0009) through @fastify/rate-limit: off by default, on for the routes that name a limit in
 * their `config.rateLimit` — account registration per client address, invitations per account and day. On
 * PostgreSQL the counts live in the database, so every server process shares them; the embedded database is one
 * process, which counts in memory.
 *
 *   app.post('/api/register', { config: { rateLimit: registrationLimit(app.config) } }, …)
 *
 * Limits run after the sign-in guard (so `request.user` is known) and validation, and a
 * refused request is a 429 with `Retry-After` in our error shape.
 */
import rateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import { databaseRateLimitStore } from '../lib/rate-limit-store';

export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    ...(app.database.kind === 'postgres' ? { store: databaseRateLimitStore(app.database.db) } : {}),
    // Our own counters decide; the headers of requests under the limit would only help someone measure them.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
  });
}

/**
 * The client's address as a counting key: the connection's address, or with TRUST_PROXY the one the trusted
 * proxies report (Fastify's `request.ip`). An IPv6 client counts by its /64 network, which one household or
 * server usually holds whole.
 */
export function clientKey(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

/** Accounts made from one address: REGISTRATIONS_PER_IP_PER_HOUR. */
export function registrationLimit(config: Config): RateLimitOptions {
  return {
    max: config.limits.registrationsPerIpPerHour,
    timeWindow: 60 * 60_000,
    keyGenerator: (request) => `ip:${clientKey(request)}`,
    errorResponseBuilder: () =>
      new AppError(
        429,
        'registration_limit',
        'Too many accounts were created from your network. Please try again later.',
      ),
  };
}

/** Invitations one account sends: INVITATIONS_PER_ACCOUNT_PER_DAY (counted for the signed-in person). */
export function invitationLimit(config: Config): RateLimitOptions {
  const max = config.limits.invitationsPerAccountPerDay;
  return {
    max,
    timeWindow: 24 * 60 * 60_000,
    keyGenerator: (request) => `user:${request.user.id}`,
    errorResponseBuilder: () =>
      new AppError(
        429,
        'invitation_limit',
        `You can send at most ${max} invitations a day. Please try again tomorrow.`,
        { limit: max },
      ),
  };
}
