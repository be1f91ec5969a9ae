import { z } from 'zod';

/** The signed-in user as `GET /api/user`, `POST /api/login` and `POST /api/register` return them. */
export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  email: z.string(),
  /** The address is confirmed; absent in a copy cached before the server said. */
  emailVerified: z.boolean().optional(),
  isAdmin: z.boolean(),
  created: z.string(),
  /** How the account signs in; the profile shows it and offers a password's actions only to accounts that have one. */
  signInMethods: z.array(z.enum(['password', 'google'])).optional(),
});
export type User = z.infer<typeof userSchema>;

/** How to greet someone (spec §2): their display name, or their username when they gave none. */
export function nameOf(user: Pick<User, 'displayName' | 'username'>): string {
  return user.displayName.trim() || user.username;
}
