/** `PUT /api/preferences`: saves the preferences as a whole; the answer becomes the cached value at once. */
import type { Preferences, PreferencesInput } from '@mealplanr/contracts/preferences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { PREFERENCES_KEY } from './get-preferences.ts';

export async function savePreferences(input: PreferencesInput): Promise<Preferences> {
  const res = await apiRequest('PUT', PREFERENCES_KEY, input);
  return (await res.json()) as Preferences;
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => queryClient.setQueryData([PREFERENCES_KEY], saved),
  });
}
