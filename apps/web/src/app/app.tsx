import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Router } from 'wouter';
import { Toaster } from '../components/ui/toaster.tsx';
import { queryClient } from '../lib/query-client.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { AppRouter } from './router.tsx';

/**
 * The whole app. `ssrPath` and `ssrSearch` are the address when a page is rendered at build time
 * (entry-server.tsx); in the browser they are left out and the router reads the address bar. The tree is the same
 * either way, so the browser can take over (hydrate) the page the server sent.
 */
export function App({ ssrPath, ssrSearch }: { ssrPath?: string; ssrSearch?: string }) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
          {/* Waits for the texts of the language in use if they are not there yet (lib/texts.ts). */}
          <Suspense fallback={null}>
            <AppRouter />
            <Toaster />
          </Suspense>
        </Router>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
