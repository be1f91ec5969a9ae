/**
 * `DELETE /api/user`: deletes the account after the server re-checks the password (counted like a sign-in), or —
 * for an account that signs in only with Google — the e-mail address typed out.
 */
import { type QueryClient, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { USER_QUERY_KEY } from '../../auth/api/get-user.ts';

const ACCOUNT_URL = '/api/user';

export type DeleteConfirmation = { password: string } | { email: string };

export async function deleteAccount(confirmation: DeleteConfirmation): Promise<void> {
  await apiRequest('DELETE', ACCOUNT_URL, confirmation);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

/**
 * After a deletion every cached answer belonged to someone who no longer exists: drop them all and make the
 * current user "nobody". Called once the page has moved on, so nothing refetches on the way out.
 */
export function forgetDeletedAccount(queryClient: QueryClient): void {
  queryClient.setQueryData(USER_QUERY_KEY, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
}
