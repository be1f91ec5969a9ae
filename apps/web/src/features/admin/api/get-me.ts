/** The signed-in admin, from the app's current-user query, to tell their own row apart. */
import { useUser } from '../../auth/api/get-user.ts';

export function useMyUserId(): string | undefined {
  return useUser().user?.id;
}
