/**
 * `npm run admin -- grant <email>` / `revoke <email>` / `list`: the one way besides ADMIN_EMAILS to make someone an
 * admin. There is no default admin account.
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { AuthRepository } from '../modules/auth/auth.repository';

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

  grant <email>    make the account with this e-mail an admin
  revoke <email>   take admin rights away (ADMIN_EMAILS grants them again at the next sign-in)
  list             show every admin`;

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
  if ((command !== 'grant' && command !== 'revoke') || !email || rest.length > 0) {
    return { exitCode: 2, output: ADMIN_USAGE };
  }
  const user = await repository.findUserByEmail(email);
  if (!user) return { exitCode: 1, output: `No account has the e-mail ${email}.` };
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
