/**
 * `POST /api/user/password`: changes the password after the server checks the current one. The server ends
 * every session of the account and gives this browser a new one (its cookie comes with the answer).
 */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

export interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
}

export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await apiRequest('POST', '/api/user/password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
