/** `POST /api/login` with a username or e-mail and a password. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { setSignedInUser } from './get-user.ts';
import type { User } from '@mealplanr/contracts/auth';
import { expectUser } from '../lib/user-shape.ts';

export interface LoginInput {
  username: string;
  password: string;
}

export async function login(input: LoginInput): Promise<User> {
  const res = await apiRequest('POST', '/api/login', input);
  return expectUser(await res.json());
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => setSignedInUser(queryClient, user),
  });
}
