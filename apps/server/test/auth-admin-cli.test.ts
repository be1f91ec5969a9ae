import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { runAdminCommand } from '../src/cli/admin-command';
import { accounts } from '../src/db/schema';
import { checkPassword, passwordPolicy } from '../src/modules/auth/password-policy';
import { registerUser } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { buildTestApp, sameOriginJson } from './helpers/test-app';

describeEachDatabase('npm run admin', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(ctx.database);
  });
  afterAll(async () => {
    await app.close();
  });
  const run = (...args: string[]) => runAdminCommand(ctx.database.db, args);
  const isAdmin = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json().isAdmin as boolean;

  it('starts with no admin at all', async () => {
    expect(await run('list')).toEqual({ exitCode: 0, output: 'There are no admins.' });
  });

  it('grants and revokes by e-mail, effective for open sessions at once', async () => {
    const { user, cookie } = await registerUser(app);
    const granted = await run('grant', user.email.toUpperCase());
    expect(granted.exitCode).toBe(0);
    expect(granted.output).toContain('is now an admin');
    expect(await isAdmin(cookie)).toBe(true);
    expect((await run('list')).output).toContain(user.email);
    expect((await run('grant', user.email)).output).toContain('is already an admin');
    const revoked = await run('revoke', user.email);
    expect(revoked.output).toContain('is no longer an admin');
    expect(await isAdmin(cookie)).toBe(false);
  });

  it('resets a forgotten password: a new random one that works, every session ended', async () => {
    const { user, cookie, password } = await registerUser(app);
    const result = await run('reset-password', user.email);
    expect(result.exitCode).toBe(0);
    const fresh = /^New password for (.+): (\S+)$/m.exec(result.output);
    expect(fresh?.[1]).toBe(user.email);
    const newPassword = fresh![2]!;
    expect(newPassword).not.toBe(password);
    expect(checkPassword(passwordPolicy({ minLength: 12, maxLength: undefined, requireLowercase: true, requireUppercase: true, requireDigit: true, requireSpecial: true }), newPassword)).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
    const login = (pw: string) =>
      app.inject({ method: 'POST', url: '/api/login', headers: sameOriginJson, payload: { username: user.username, password: pw } });
    expect((await login(password)).statusCode).toBe(401);
    expect((await login(newPassword)).statusCode).toBe(200);
    // Another reset gives another password.
    expect((await run('reset-password', user.email)).output).not.toContain(newPassword);
  });

  it('confirms an address the admin vouches for (a server without SMTP sends no links)', async () => {
    const { user, cookie } = await registerUser(app, { verified: false });
    const me = async () => (await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json();
    expect((await me()).emailVerified).toBe(false);
    expect(await run('verify-email', user.email.toUpperCase())).toEqual({ exitCode: 0, output: `${user.email} is now confirmed.` });
    expect((await me()).emailVerified).toBe(true);
    expect(await run('verify-email', user.email)).toEqual({ exitCode: 0, output: `${user.email} is already confirmed.` });
    expect((await run('verify-email', 'nobody@example.org')).exitCode).toBe(1);
  });

  it('refuses to reset the password of an account that has none (Google only)', async () => {
    const { user } = await registerUser(app);
    await ctx.database.db.delete(accounts).where(eq(accounts.userId, user.id));
    expect(await run('reset-password', user.email)).toEqual({
      exitCode: 1,
      output: `${user.email} signs in with Google only and has no password to reset.`,
    });
  });

  it('says so when no account has the e-mail, and shows usage for anything else', async () => {
    expect(await run('grant', 'nobody@example.org')).toEqual({
      exitCode: 1,
      output: 'No account has the e-mail nobody@example.org.',
    });
    for (const args of [[], ['grant'], ['promote', 'a@b.c'], ['grant', 'a@b.c', 'extra'], ['reset-password']]) {
      const result = await run(...args);
      expect(result.exitCode).toBe(2);
      expect(result.output).toContain('Usage: npm run admin -- <command>');
    }
  });
});

describe('the admin command as a process', () => {
  it('runs against the configured data directory', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mealplanr-admin-cli-'));
    try {
      const result = spawnSync('npx', ['tsx', 'apps/server/src/cli/admin.ts', 'grant', 'ghost@example.org'], {
        cwd: path.resolve(import.meta.dirname, '../../..'),
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      });
      expect(result.stderr).toContain('No account has the e-mail ghost@example.org.');
      expect(result.status).toBe(1);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
