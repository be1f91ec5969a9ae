import { describe, expect, it } from 'vitest';
import { afterSignInPath } from './return-path.ts';

describe('afterSignInPath', () => {
  it('goes to the dashboard when no return path is given', () => {
    expect(afterSignInPath('')).toBe('/dashboard');
    expect(afterSignInPath('?mode=register')).toBe('/dashboard');
  });

  it('returns to a path on this site, with its query', () => {
    expect(afterSignInPath('?next=%2Finvitations%2Fabc')).toBe('/invitations/abc');
    expect(afterSignInPath('?mode=register&next=%2Fgrocery-lists%3Flist%3D7')).toBe('/grocery-lists?list=7');
  });

  it('never leaves the site', () => {
    for (const next of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'dashboard']) {
      expect(afterSignInPath(`?${new URLSearchParams({ next }).toString()}`)).toBe('/dashboard');
    }
  });
});
