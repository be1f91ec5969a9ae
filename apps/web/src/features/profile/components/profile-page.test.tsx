import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TranslationProvider } from '../../../lib/use-translation.ts';
import { testTranslator } from '../../../testing/translator.ts';
import { Router } from 'wouter';
import { userSchema } from '@mealplanr/contracts/auth';
import { AccountSecurity } from '../../auth/components/account-security.tsx';
import { USER_QUERY_KEY } from '../../auth/api/get-user.ts';
import { ProfilePage } from './profile-page.tsx';

/**
 * The profile as it first renders, from the user the app keeps (parsed as `GET /api/user` is, so nothing the
 * server said is dropped on the way): the sign-in methods it shows and what it offers for them. The deletion
 * dialog itself was looked at in a browser; the server's tests cover what it sends.
 */
function render(answer: Record<string, unknown>, lang: 'en' | 'ru' | 'be' = 'en') {
  const i18n = testTranslator(lang);
  // Nothing is fetched while rendering once; queries without data stay pending.
  const client = new QueryClient({ defaultOptions: { queries: { queryFn: () => new Promise(() => {}), retry: false } } });
  client.setQueryData(USER_QUERY_KEY, userSchema.parse(answer));
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <TranslationProvider translator={i18n}>
        <Router ssrPath="/profile">
          <ProfilePage security={({ hasPassword }) => <AccountSecurity hasPassword={hasPassword} />} />
        </Router>
      </TranslationProvider>
    </QueryClientProvider>,
  );
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

const account = {
  id: '3f0c2b1e-7d4a-4a57-9d8e-1b2c3d4e5f60',
  username: 'leaving.cook',
  displayName: 'Leaving Cook',
  email: 'leaving.cook@example.org',
  emailVerified: true,
  isAdmin: false,
  created: '2025-03-01T10:00:00.000Z',
};

describe('ProfilePage sign-in methods', () => {
  it('shows a Google-only account as Google, with no password to change', () => {
    const text = render({ ...account, signInMethods: ['google'] });
    expect(text).toContain('Sign-in methods Google');
    expect(text).not.toContain('Password');
    expect(text).not.toContain('Change password');
    expect(text).toContain('You sign in with Google, so there is no password to change here.');
    expect(text).toContain('Sign out on other devices');
    expect(text).toContain('Delete account');
  });

  it('shows a password account with its password section', () => {
    const text = render({ ...account, signInMethods: ['password'] });
    expect(text).toContain('Sign-in methods Password');
    expect(text).toContain('Change password');
  });

  it('offers nothing that needs a password while the methods are not known yet (an older cached copy)', () => {
    const text = render(account);
    expect(text).toContain('Sign-in methods …');
    expect(text).not.toContain('Change password');
    expect(text).not.toContain('Delete account Delete account');
  });

  it('says so in Russian and Belarusian', () => {
    expect(render({ ...account, signInMethods: ['google'] }, 'ru')).toContain('Вы входите через Google, поэтому пароля здесь нет.');
    expect(render({ ...account, signInMethods: ['google'] }, 'be')).toContain('Вы ўваходзіце праз Google, таму пароля тут няма.');
  });
});
