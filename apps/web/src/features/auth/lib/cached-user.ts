/**
 * The signed-in user kept in localStorage with a timestamp, so a reload paints the signed-in
 * shell at once while `/api/user` confirms it. An entry older than 30 minutes is ignored and removed.
 */
import type { User } from '@mealplanr/contracts/auth';
import { parseUser } from './user-shape.ts';

export const CACHED_USER_KEY = 'mealplanr-user';
export const CACHED_USER_MAX_AGE_MS = 30 * 60_000;

export interface CachedUser {
  user: User;
  timestamp: number;
}

export function readCachedUser(now = Date.now()): CachedUser | undefined {
  try {
    const raw = window.localStorage.getItem(CACHED_USER_KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as { user?: unknown; timestamp?: unknown };
    const user = parseUser(parsed.user);
    const timestamp = typeof parsed.timestamp === 'number' ? parsed.timestamp : 0;
    if (!user || now - timestamp > CACHED_USER_MAX_AGE_MS || timestamp > now + 60_000) {
      clearCachedUser();
      return undefined;
    }
    return { user, timestamp };
  } catch {
    return undefined; // storage unavailable (private mode) or corrupt: behave as if nothing was cached
  }
}

export function writeCachedUser(user: User, now = Date.now()): void {
  try {
    window.localStorage.setItem(CACHED_USER_KEY, JSON.stringify({ user, timestamp: now }));
  } catch {
    // Storage full or unavailable: the cache is only a speed-up.
  }
}

export function clearCachedUser(): void {
  try {
    window.localStorage.removeItem(CACHED_USER_KEY);
  } catch {
    // nothing to clear
  }
}
