/** `POST /api/user/sessions/end-others`: signs the account out on every other device; this one stays. */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

export async function endOtherSessions(): Promise<{ ended: number }> {
  const res = await apiRequest('POST', '/api/user/sessions/end-others');
  return (await res.json()) as { ended: number };
}

export function useEndOtherSessions() {
  return useMutation({ mutationFn: endOtherSessions });
}
