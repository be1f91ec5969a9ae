/** The signed-in admin, from the app's current-user query (`['/api/user']`), to tell their own row apart. */
import { useQuery } from '@tanstack/react-query';

export function useMyUserId(): string | undefined {
  const query = useQuery<unknown>({ queryKey: ['/api/user'] });
  const data = query.data as { id?: unknown } | null | undefined;
  return typeof data?.id === 'string' ? data.id : undefined;
}
