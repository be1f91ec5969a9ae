import { describe, expect, it } from 'vitest';
import { parseTheme, resolveTheme } from './theme.ts';

describe('resolveTheme', () => {
  it('uses the stored choice over the system preference', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('follows the system preference when nothing valid is stored', () => {
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme(null, false)).toBe('light');
    expect(resolveTheme('purple', true)).toBe('dark');
  });
});

describe('parseTheme', () => {
  it('accepts only "light" and "dark"', () => {
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('Dark')).toBeNull();
    expect(parseTheme(undefined)).toBeNull();
  });
});
