/**
 * The signed-in account as `GET /api/user` describes it, read from the same query the rest of the app keeps
 * (key `['/api/user']`), so the profile never asks the server twice for it.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchUser } from '../../auth/api/get-user.ts';

export const ACCOUNT_KEY = '/api/user';

export const accountSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  created: z.string(),
  /** How this account signs in (the server always says on `GET /api/user`). */
  signInMethods: z.array(z.enum(['password', 'google'])).optional(),
});
export type Account = z.infer<typeof accountSchema>;

export function useAccount() {
  // The accounts feature's query function too, should this be the one that fetches.
  const query = useQuery<unknown>({ queryKey: [ACCOUNT_KEY], queryFn: fetchUser });
  const parsed = accountSchema.safeParse(query.data);
  return { account: parsed.success ? parsed.data : undefined, query };
}
