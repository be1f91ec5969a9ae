/** The checks of one list still waiting in the offline queue, kept up to date. */
import { useEffect, useState } from 'react';
import { onQueueChange, queuedChecks, type QueuedCheck } from './offline-queue.ts';

export function useQueuedChecks(scope: string): QueuedCheck[] {
  const [checks, setChecks] = useState<QueuedCheck[]>([]);
  useEffect(() => {
    let current = true;
    const load = () => {
      queuedChecks(scope).then(
        (loaded) => {
          if (current) setChecks(loaded);
        },
        // Without IndexedDB (private modes of some browsers) there is simply no offline queue.
        () => {
          if (current) setChecks([]);
        },
      );
    };
    load();
    const stop = onQueueChange(load);
    return () => {
      current = false;
      stop();
    };
  }, [scope]);
  return checks;
}
