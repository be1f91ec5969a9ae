/** Replays the offline queue now and whenever the browser comes back online. */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { replayQueuedChecks } from '../utils/replay-queued-checks.ts';

export function useOfflineSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const replay = () => {
      if (navigator.onLine) void replayQueuedChecks(queryClient).catch(() => {});
    };
    replay();
    window.addEventListener('online', replay);
    return () => window.removeEventListener('online', replay);
  }, [queryClient]);
}
