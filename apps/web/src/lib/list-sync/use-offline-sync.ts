/** Replays the offline queue now and whenever the browser comes back online. */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { replayQueuedChecks, type StoreAnswer } from './replay.ts';

export function useOfflineSync(store?: StoreAnswer): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const replay = () => {
      if (navigator.onLine) void replayQueuedChecks(queryClient, store).catch(() => {});
    };
    replay();
    window.addEventListener('online', replay);
    return () => window.removeEventListener('online', replay);
  }, [queryClient, store]);
}
