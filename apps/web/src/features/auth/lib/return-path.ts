/**
 * Where to go after signing in. Another screen can send a visitor to `/auth?next=<path>` (an invitation link
 * does) to come back there; anything but a path on this site is ignored, so the parameter cannot send a person
 * off to another origin.
 */
export const RETURN_PARAM = 'next';
const DEFAULT_PATH = '/dashboard';

/**
 * @example afterSignInPath('?next=%2Finvitations%2Fabc') // '/invitations/abc'
 * @example afterSignInPath('?next=https://evil.example') // '/dashboard'
 */
export function afterSignInPath(search: string): string {
  const next = new URLSearchParams(search).get(RETURN_PARAM);
  // One leading slash and no backslash: `//host` and `/\host` are other origins to a browser.
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return DEFAULT_PATH;
  return next;
}
