/**
 * `POST /api/logout`: ends the session on the server, forgets the cached user, and marks the
 * signed-in data (meal plans, grocery lists) stale so nothing of this person is shown to the next one.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { GROCERY_LISTS_KEY } from '../../grocery-lists/api/get-grocery-lists.ts';
import { MEAL_PLANS_KEY } from '../../meal-plans/api/get-meal-plans.ts';
import { setSignedOut } from './get-user.ts';

export const SIGNED_IN_DATA_KEYS = [[MEAL_PLANS_KEY], [GROCERY_LISTS_KEY]] as const;

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/logout');
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      setSignedOut(queryClient);
      // Marked stale, not refetched now: the screen still open would ask as nobody and log a 401; whoever signs
      // in next fetches afresh when their screens mount.
      await Promise.all(
        SIGNED_IN_DATA_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'none' })),
      );
    },
  });
}
