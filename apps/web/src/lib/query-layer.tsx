/**
 * The app's query client for the parts of the page below it. The front page and the sign-in page are drawn and
 * taken over without TanStack Query (its code is not needed for the first render): the screens loaded when opened
 * (app/lazy-page.tsx), the route guards and the parts that ask the server something after the first render each sit
 * below one of these, all sharing the one client (lib/query-client.ts).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client.ts';

export function QueryLayer({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
