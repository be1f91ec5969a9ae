/**
 * `npm run admin -- grant <email>` / `revoke <email>` / `list`: the one way besides ADMIN_EMAILS to make someone an
 * admin. There is no default admin account. `reset-password <email>` helps someone who forgot their password on a
 * server that sends no mail: a new random password for the admin to pass on, every session ended.
 * `verify-email <email>` confirms an address the admin vouches for (a server without SMTP_URL sends no links).
 */
import crypto from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { AuthRepository } from '../modules/auth/auth.repository';
import { LoginThrottle } from '../modules/auth/login-throttle';
import { hashPassword } from '../modules/auth/password-hashing';

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

  grant <email>    make the account with this e-mail an admin
  revoke <email>   take admin rights away (ADMIN_EMAILS grants them again at the next sign-in)
  list             show every admin
  reset-password <email>
                   give the account a new random password (printed once) and end all its sessions
  verify-email <email>
                   confirm the account's address yourself (ADMIN_EMAILS applies at its next sign-in)`;

export interface CommandResult {
  exitCode: number;
  output: string;
}

export async function runAdminCommand(db: Database, args: string[]): Promise<CommandResult> {
  const [command, email, ...rest] = args;
  const repository = new AuthRepository(db);
  if (command === 'list' && email === undefined) {
    const admins = await db
      .select({ email: users.email, username: users.username })
      .from(users)
      .where(eq(users.isAdmin, true))
      .orderBy(asc(users.email));
    if (admins.length === 0) return { exitCode: 0, output: 'There are no admins.' };
    return { exitCode: 0, output: admins.map((a) => `${a.email} (${a.username})`).join('\n') };
  }
  const commands = ['grant', 'revoke', 'reset-password', 'verify-email'];
  if (!command || !commands.includes(command) || !email || rest.length > 0) {
    return { exitCode: 2, output: ADMIN_USAGE };
  }
  const user = await repository.findUserByEmail(email);
  if (!user) return { exitCode: 1, output: `No account has the e-mail ${email}.` };
  if (command === 'reset-password') return resetPassword(db, repository, user);
  if (command === 'verify-email') {
    if (user.emailVerified) return { exitCode: 0, output: `${user.email} is already confirmed.` };
    await repository.setEmailVerified(user.id);
    return { exitCode: 0, output: `${user.email} is now confirmed.` };
  }
  const grant = command === 'grant';
  if (user.isAdmin === grant) {
    return { exitCode: 0, output: `${user.email} ${grant ? 'is already' : 'was not'} an admin.` };
  }
  await repository.setAdmin(user.id, grant);
  // Sessions stay valid: every request reads isAdmin afresh, so the change applies at once.
  const open = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
  return {
    exitCode: 0,
    output: `${user.email} ${grant ? 'is now an admin' : 'is no longer an admin'} (applies to ${open.length} open session(s) at once).`,
  };
}

/**
 * Twenty random characters with every kind a password policy may ask for (lower, upper, digit, special), so the
 * new password passes whatever policy the server was started with.
 */
export function randomPassword(): string {
  return `${crypto.randomBytes(12).toString('base64url')}-Aa1`;
}

async function resetPassword(
  db: Database,
  repository: AuthRepository,
  user: { id: string; email: string },
): Promise<CommandResult> {
  if (!(await repository.passwordHash(user.id))) {
    return { exitCode: 1, output: `${user.email} signs in with Google only and has no password to reset.` };
  }
  const password = randomPassword();
  await repository.setPasswordHash(user.id, await hashPassword(password));
  await repository.deleteSessionsOfUser(user.id);
  // Earlier failed sign-ins no longer say anything about the new password.
  await new LoginThrottle(db, 0).resetAccount(`user:${user.id}`);
  return {
    exitCode: 0,
    output:
      `New password for ${user.email}: ${password}\n` +
      'Every session of the account has ended. Pass the password on over a channel you trust; ' +
      'it can be changed on the profile page after signing in.',
  };
}
