/**
 * `GET /api/preferences`: the saved dietary preferences the questionnaire starts from. Someone without saved
 * preferences (or a server without the endpoint: 404) simply gets no defaults.
 */
import type { Preferences } from '@mealplanr/contracts/preferences';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { HttpError, apiRequest } from '../../../lib/api.ts';

export const PREFERENCES_KEY = '/api/preferences';

export async function getPreferences(): Promise<Preferences | null> {
  try {
    const res = await apiRequest('GET', PREFERENCES_KEY);
    return (await res.json()) as Preferences;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: [PREFERENCES_KEY], queryFn: getPreferences });

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}
