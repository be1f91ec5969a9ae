/**
 * Light/dark theme. The choice is stored under `mealplanr-theme`; with nothing stored the
 * system preference decides and is followed live. It is applied as the `dark` class on <html>; the first
 * application happens before paint in the inline script of index.html, which must agree with this module.
 */
import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'mealplanr-theme';

/** Browser chrome colour per theme: equal to --background in index.css. */
const THEME_COLORS: Record<Theme, string> = { light: '#fbfcfb', dark: '#101512' };

export function parseTheme(value: unknown): Theme | null {
  return value === 'light' || value === 'dark' ? value : null;
}

/** A stored choice wins; otherwise the system preference. */
export function resolveTheme(stored: unknown, systemPrefersDark: boolean): Theme {
  return parseTheme(stored) ?? (systemPrefersDark ? 'dark' : 'light');
}

function readStoredTheme(): Theme | null {
  try {
    return parseTheme(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return null; // storage blocked: behave as if nothing were stored
  }
}

const darkQuery = (): MediaQueryList => window.matchMedia('(prefers-color-scheme: dark)');

function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

const listeners = new Set<() => void>();

function refresh(): void {
  applyTheme(resolveTheme(readStoredTheme(), darkQuery().matches));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    darkQuery().addEventListener('change', onSystemChange);
    window.addEventListener('storage', onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      darkQuery().removeEventListener('change', onSystemChange);
      window.removeEventListener('storage', onStorage);
    }
  };
}

function onSystemChange(): void {
  if (readStoredTheme() === null) refresh();
}

/** Another tab changed the theme: follow it. */
function onStorage(event: StorageEvent): void {
  if (event.key === THEME_STORAGE_KEY || event.key === null) refresh();
}

/** The theme in effect, read from <html> (the inline script of index.html set it before React started). */
export function getTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function setTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not persisted, but still applied for this page view.
  }
  applyTheme(theme);
  for (const listener of listeners) listener();
}

export function toggleTheme(): void {
  setTheme(getTheme() === 'dark' ? 'light' : 'dark');
}

export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, getTheme, () => 'light' as const);
  return { theme, setTheme, toggleTheme };
}
