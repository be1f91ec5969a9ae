/** `POST /api/register`: creates the account and signs the person in. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { setSignedInUser } from './get-user.ts';
import type { User } from '@mealplanr/contracts/auth';
import { expectUser } from '../lib/user-shape.ts';

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  displayName?: string;
}

export async function register(input: RegisterInput): Promise<User> {
  // The verification e-mail comes in the interface's language.
  const res = await apiRequest('POST', '/api/register', { ...input, lang: currentLanguage() });
  return expectUser(await res.json());
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => setSignedInUser(queryClient, user),
  });
}
