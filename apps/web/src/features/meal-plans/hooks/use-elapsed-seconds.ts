import { useEffect, useState } from 'react';

/** Whole seconds since `startedAt` (epoch ms), ticking once a second while `running`. */
export function useElapsedSeconds(startedAt: number, running = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running, startedAt]);
  return Math.max(0, Math.floor((now - startedAt) / 1000));
}
