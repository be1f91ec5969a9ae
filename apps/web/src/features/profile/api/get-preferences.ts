/** `GET /api/preferences`: the saved dietary preferences (the defaults, with `updatedAt: null`, if none). */
import type { Preferences } from '@mealplanr/contracts/preferences';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

export const PREFERENCES_KEY = '/api/preferences';

export async function getPreferences(): Promise<Preferences> {
  const res = await apiRequest('GET', PREFERENCES_KEY);
  return (await res.json()) as Preferences;
}

export const preferencesQueryOptions = () => queryOptions({ queryKey: [PREFERENCES_KEY], queryFn: getPreferences });

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}
