import { useEffect, useState } from 'react';

/**
 * `value`, but only once it has stayed the same for `delayMs`. Search boxes use it so that typing "mushrooms"
 * asks the server once or twice rather than once per letter.
 */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
