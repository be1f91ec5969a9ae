import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Toaster } from '../components/ui/toaster.tsx';
import { queryClient } from '../lib/query-client.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { AppRouter } from './router.tsx';

export function App() {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {/* Waits for the texts of the language in use if they are not there yet (lib/texts.ts). */}
        <Suspense fallback={null}>
          <AppRouter />
          <Toaster />
        </Suspense>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
