/**
 * Limits that hold (ADR 0009): the client's address cannot be chosen by a header, a stranger cannot lock the owner
 * out, guessing is slowed by growing delays, unknown names take as long as wrong passwords, the deletion password
 * is counted like a sign-in, a failed sign-in keeps the session, registrations per address are limited — and on
 * PostgreSQL every server process shares the counts.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig, testConfig, type Config } from '../src/config';
import { accounts, loginThrottles } from '../src/db/schema';
import { addressesIn, registerUser, sessionCookieOf, TEST_PASSWORD } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { verifyPassword as realVerifyPassword } from '../src/modules/auth/password-hashing';

// The real password check, counted: how many hashes an answer checks is what makes its time.
vi.mock('../src/modules/auth/password-hashing', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/modules/auth/password-hashing')>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
const verifyPassword = vi.mocked(realVerifyPassword);
import { buildTestApp, sameOriginJson } from './helpers/test-app';

const freshIp = addressesIn(16);
const base = testConfig();
const withThrottle = (throttle: Partial<Config['auth']['loginThrottle']>): Partial<Config> => ({
  auth: { ...base.auth, loginThrottle: { ...base.auth.loginThrottle, ...throttle } },
});

const knownDeviceCookieOf = (res: LightMyRequestResponse) => {
  const cookie = res.cookies.find((c) => c.name.endsWith('known_device') && c.value);
  if (!cookie) throw new Error(`no known-device cookie (status ${res.statusCode})`);
  return `${cookie.name}=${cookie.value}`;
};

describe('the settings', () => {
  it('reads TRUST_PROXY as off, a hop count or proxies, and refuses "true" and what is no address', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, ::1, fd00::/8, loopback' }).trustProxy).toEqual([
      '127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback',
    ]);
    for (const bad of ['true', 'proxy.example.org', '10.0.0.0/33', '11']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
    }
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/trusting every address would let any client choose its own address/);
  });

  it('has the documented limits by default and reads them from the environment', () => {
    expect(loadConfig({}).limits).toEqual({ registrationsPerIpPerHour: 10, invitationsPerAccountPerDay: 30, listsPerAccount: 100 });
    expect(
      loadConfig({ REGISTRATIONS_PER_IP_PER_HOUR: '50', INVITATIONS_PER_ACCOUNT_PER_DAY: '5', LISTS_PER_ACCOUNT: '20' }).limits,
    ).toEqual({ registrationsPerIpPerHour: 50, invitationsPerAccountPerDay: 5, listsPerAccount: 20 });
    expect(() => loadConfig({ LISTS_PER_ACCOUNT: '0' })).toThrow(ConfigError);
  });
});

describeEachDatabase('limits that hold', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(ctx.database);
  });
  afterAll(async () => {
    await app.close();
  });

  const login = (
    target: FastifyInstance,
    username: string,
    password: string,
    remoteAddress: string,
    headers: Record<string, string> = {},
  ) =>
    target.inject({
      method: 'POST',
      url: '/api/login',
      headers: { ...sameOriginJson, ...headers },
      payload: { username, password },
      remoteAddress,
    });
  const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });

  describe('the client address', () => {
    it('ignores X-Forwarded-For when no proxy is trusted (the default): rotating it does not help', async () => {
      const strict = await buildTestApp(ctx.database, withThrottle({ maxFailuresPerIp: 4 }));
      try {
        const attacker = freshIp();
        for (let i = 0; i < 4; i++) {
          const res = await login(strict, `nobody_${i}_${attacker}`, 'guess', attacker, { 'x-forwarded-for': `198.51.100.${i + 1}` });
          expect(res.statusCode).toBe(401);
        }
        const rotated = await login(strict, 'nobody_else', 'guess', attacker, { 'x-forwarded-for': '198.51.100.99' });
        expect(rotated.statusCode).toBe(429);
        // The count is the connection's address, not any header's.
        const rows = await ctx.database.db.select().from(loginThrottles).where(eq(loginThrottles.key, `ip:${attacker}`));
        expect(rows[0]?.failures).toBe(4);
        expect(await ctx.database.db.select().from(loginThrottles).where(like(loginThrottles.key, 'ip:198.51.100.%'))).toEqual([]);
      } finally {
        await strict.close();
      }
    });

    it('with TRUST_PROXY naming the proxy, takes the address the proxy saw, whatever the client put before it', async () => {
      const proxied = await buildTestApp(ctx.database, { ...withThrottle({ maxFailuresPerIp: 3 }), trustProxy: ['10.16.250.1'] });
      try {
        const client = '203.0.113.77';
        for (let i = 0; i < 3; i++) {
          // The client sends its own X-Forwarded-For; the proxy appends the address it saw.
          const res = await login(proxied, `nobody_${i}_proxied`, 'guess', '10.16.250.1', { 'x-forwarded-for': `192.0.2.${i}, ${client}` });
          expect(res.statusCode).toBe(401);
        }
        const blocked = await login(proxied, 'nobody_else', 'guess', '10.16.250.1', { 'x-forwarded-for': `192.0.2.200, ${client}` });
        expect(blocked.statusCode).toBe(429);
        // Someone else behind the same proxy is another client.
        expect((await login(proxied, 'nobody_else', 'guess', '10.16.250.1', { 'x-forwarded-for': '203.0.113.78' })).statusCode).toBe(401);
        // A connection that is not the proxy cannot speak for anyone.
        const direct = freshIp();
        await login(proxied, 'nobody_direct', 'guess', direct, { 'x-forwarded-for': client });
        const rows = await ctx.database.db.select().from(loginThrottles).where(eq(loginThrottles.key, `ip:${direct}`));
        expect(rows[0]?.failures).toBe(1);
      } finally {
        await proxied.close();
      }
    });

    it('with a hop count, trusts that many proxies and no more', async () => {
      const proxied = await buildTestApp(ctx.database, { ...withThrottle({ maxFailuresPerIp: 2 }), trustProxy: 1 });
      try {
        for (let i = 0; i < 2; i++) {
          await login(proxied, `nobody_hop_${i}`, 'guess', freshIp(), { 'x-forwarded-for': `192.0.2.${i}, 203.0.113.90` });
        }
        expect((await login(proxied, 'nobody_hop', 'guess', freshIp(), { 'x-forwarded-for': '192.0.2.50, 203.0.113.90' })).statusCode).toBe(429);
      } finally {
        await proxied.close();
      }
    });
  });

  describe('account protection', () => {
    it('lets a stranger lock out only their own address: the owner signs in from theirs', async () => {
      const { user } = await registerUser(app);
      const ownerAddress = freshIp();
      const ownerBrowser = knownDeviceCookieOf(await login(app, user.username, TEST_PASSWORD, ownerAddress));
      const stranger = freshIp();
      for (let i = 0; i < 12; i++) {
        const res = await login(app, user.username, `guess-${i}`, stranger);
        expect(res.statusCode).toBe(i < 5 ? 401 : 429);
      }
      const strangerBlocked = await login(app, user.username, TEST_PASSWORD, stranger);
      expect(strangerBlocked.statusCode).toBe(429);
      expect(Number(strangerBlocked.headers['retry-after'])).toBeGreaterThan(60); // the rest of the window
      // The owner, from their own browser and address, is not held back at all.
      const owner = await login(app, user.username, TEST_PASSWORD, ownerAddress, { cookie: ownerBrowser });
      expect(owner.statusCode).toBe(200);
    });

    it('slows many addresses guessing one account with growing delays (1 s, 2 s, 4 s …), never locking it', async () => {
      const { user } = await registerUser(app);
      const ownerBrowser = knownDeviceCookieOf(await login(app, user.username, TEST_PASSWORD, freshIp()));
      for (let i = 0; i < 5; i++) expect((await login(app, user.username, `guess-${i}`, freshIp())).statusCode).toBe(401);
      const waits: number[] = [];
      for (let i = 0; i < 4; i++) {
        const slowed = await login(app, user.username, `guess-more-${i}`, freshIp());
        expect(slowed.statusCode).toBe(429);
        const wait = Number(slowed.headers['retry-after']);
        waits.push(wait);
        // Time passes (the wait is over), and the next guess fails and makes the next wait longer.
        await ctx.database.db
          .update(loginThrottles)
          .set({ lastFailureAt: new Date(Date.now() - wait * 1000 - 50) })
          .where(eq(loginThrottles.key, `user:${user.id}`));
        expect((await login(app, user.username, `guess-more-${i}`, freshIp())).statusCode).toBe(401);
      }
      expect(waits).toEqual([1, 2, 4, 8]);
      // Never beyond a minute …
      await ctx.database.db.update(loginThrottles).set({ failures: 40 }).where(eq(loginThrottles.key, `user:${user.id}`));
      expect(Number((await login(app, user.username, TEST_PASSWORD, freshIp())).headers['retry-after'])).toBe(60);
      // … and never for the owner's own browser.
      expect((await login(app, user.username, TEST_PASSWORD, freshIp(), { cookie: ownerBrowser })).statusCode).toBe(200);
    });

    it('does not accept a known-device cookie made for another account or by hand', async () => {
      const owner = await registerUser(app);
      const other = await registerUser(app);
      const otherBrowser = knownDeviceCookieOf(await login(app, other.user.username, TEST_PASSWORD, freshIp()));
      for (let i = 0; i < 5; i++) await login(app, owner.user.username, `guess-${i}`, freshIp());
      const forged = `${otherBrowser.split('=')[0]}=${Math.floor(Date.now() / 1000).toString(36)}~AAAAAAAAAAAAAAAAAAAAAA`;
      for (const cookie of [otherBrowser, forged]) {
        expect((await login(app, owner.user.username, TEST_PASSWORD, freshIp(), { cookie })).statusCode).toBe(429);
      }
    });

    // Timing is not measured here (a shared machine makes it noise): the answer for an unknown name does the
    // same work as for a wrong password — one password-hash check — which is what makes their times equal.
    it('checks a password hash for an unknown name just as for a wrong password', async () => {
      const { user } = await registerUser(app);
      const hashChecks = async (username: string) => {
        verifyPassword.mockClear();
        const res = await login(app, username, 'Wrong-Password-123', freshIp());
        expect(res.statusCode).toBe(401);
        expect(res.json().error.code).toBe('invalid_credentials');
        return verifyPassword.mock.calls.length;
      };
      expect(await hashChecks(user.username)).toBe(1);
      expect(await hashChecks(`nobody_${Date.now()}`)).toBe(1);
    });

    it('treats an account without a password (Google only) like an unknown name', async () => {
      const { user } = await registerUser(app);
      await ctx.database.db.delete(accounts).where(eq(accounts.userId, user.id));
      const res = await login(app, user.username, TEST_PASSWORD, freshIp());
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('invalid_credentials');
    });
  });

  describe('account deletion', () => {
    it('counts wrong deletion passwords like failed sign-ins: a borrowed session cannot guess on', async () => {
      const { user, cookie } = await registerUser(app);
      const borrowed = freshIp();
      const remove = (password: string) =>
        app.inject({
          method: 'DELETE', url: '/api/user', headers: { ...sameOriginJson, cookie }, payload: { password }, remoteAddress: borrowed,
        });
      for (let i = 0; i < 5; i++) {
        const res = await remove(`guess-${i}`);
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe('wrong_password');
      }
      const throttled = await remove(TEST_PASSWORD);
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json().error.code).toBe('too_many_attempts');
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(60);
      expect((await me(cookie)).statusCode).toBe(200); // nothing deleted
      // The same counters as sign-in: that address cannot sign in to the account either.
      expect((await login(app, user.username, TEST_PASSWORD, borrowed)).statusCode).toBe(429);
    });
  });

  describe('sessions', () => {
    it('keeps the session the browser has when a sign-in fails, and replaces it when one succeeds', async () => {
      const anna = await registerUser(app);
      const boris = await registerUser(app);
      const address = freshIp();
      for (const [username, password] of [
        [anna.user.username, 'wrong-password'],
        [boris.user.username, 'wrong-password'],
        ['nobody_at_all', TEST_PASSWORD],
      ] as const) {
        const failed = await login(app, username, password, address, { cookie: anna.cookie });
        expect(failed.statusCode).toBe(401);
        expect(failed.cookies.filter((c) => c.name.endsWith('session_token'))).toEqual([]);
        expect((await me(anna.cookie)).json().id).toBe(anna.user.id);
      }
      const switched = await login(app, boris.user.username, TEST_PASSWORD, address, { cookie: anna.cookie });
      expect(switched.statusCode).toBe(200);
      expect((await me(sessionCookieOf(switched))).json().id).toBe(boris.user.id);
      expect((await me(anna.cookie)).statusCode).toBe(401); // this browser's earlier session has ended
    });
  });

  describe('registration', () => {
    const register = (target: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) => {
      const name = `cook_${Math.random().toString(36).slice(2, 10)}`;
      return target.inject({
        method: 'POST',
        url: '/api/register',
        headers: { ...sameOriginJson, ...headers },
        payload: { username: name, email: `${name}@example.org`, password: TEST_PASSWORD },
        remoteAddress,
      });
    };
    const limited = () => buildTestApp(ctx.database, { limits: { ...base.limits, registrationsPerIpPerHour: 3 } });

    it('allows REGISTRATIONS_PER_IP_PER_HOUR accounts from one address, whatever X-Forwarded-For says', async () => {
      const target = await limited();
      try {
        const address = freshIp();
        for (let i = 0; i < 3; i++) expect((await register(target, address)).statusCode).toBe(201);
        const refused = await register(target, address, { 'x-forwarded-for': '198.51.100.7' });
        expect(refused.statusCode).toBe(429);
        expect(refused.json().error).toEqual({
          code: 'registration_limit',
          message: 'Too many accounts were created from your network. Please try again later.',
        });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
        expect(refused.headers['x-ratelimit-limit']).toBeUndefined();
        expect((await register(target, freshIp())).statusCode).toBe(201);
        // An IPv6 client counts by its /64 network: new addresses in it do not help.
        for (let i = 0; i < 3; i++) expect((await register(target, `2001:db8:16:1::${i + 1}`)).statusCode).toBe(201);
        expect((await register(target, '2001:db8:16:1::ffff')).statusCode).toBe(429);
      } finally {
        await target.close();
      }
    });

    it.runIf(ctx.kind === 'postgres')('counts together across server processes on PostgreSQL', async () => {
      const first = await limited();
      const second = await limited();
      try {
        const address = freshIp();
        expect((await register(first, address)).statusCode).toBe(201);
        expect((await register(second, address)).statusCode).toBe(201);
        expect((await register(first, address)).statusCode).toBe(201);
        expect((await register(second, address)).statusCode).toBe(429);
        // Requests at once on both do not slip past it either.
        const other = freshIp();
        const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => register(i % 2 ? first : second, other)));
        expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(3);
      } finally {
        await first.close();
        await second.close();
      }
    });
  });

  describe('the allowed origin', () => {
    it('is PUBLIC_URL only: Host and X-Forwarded-Host cannot make another site "our own"', async () => {
      const forged = await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: {
          'content-type': 'application/json',
          origin: 'https://evil.example',
          host: 'evil.example',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
        },
        payload: { username: 'someone', password: 'something' },
        remoteAddress: freshIp(),
      });
      expect(forged.statusCode).toBe(403);
      expect(forged.json().error.code).toBe('cross_origin_request');
      const own = await login(app, 'someone', 'something', freshIp());
      expect(own.statusCode).toBe(401);
    });
  });
});
