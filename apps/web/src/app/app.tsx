import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Toaster } from '../components/ui/toaster.tsx';
import { TooltipProvider } from '../components/ui/tooltip.tsx';
import { queryClient } from '../lib/query-client.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { AppRouter } from './router.tsx';

export function App() {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <TooltipProvider>
          {/* Waits for a non-English translation chunk on first load; English is bundled, so this is brief. */}
          <Suspense fallback={null}>
            <AppRouter />
            <Toaster />
          </Suspense>
        </TooltipProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
