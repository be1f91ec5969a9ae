import { useQueryClient } from '@tanstack/react-query';
import { setSignedOut } from '../../features/auth/api/get-user.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { ProfilePage } from '../../features/profile/components/profile-page.tsx';
import { lazyPage } from '../lazy-page.tsx';

const AccountSecurity = lazyPage(() => import('../../features/auth/components/account-security.tsx'), 'AccountSecurity');

/** The profile signs out, changes the password and forgets a deleted account through the accounts feature. */
export function ProfileRoute() {
  const queryClient = useQueryClient();
  const logout = useLogout();
  return (
    <ProfilePage
      onLogout={() => logout.mutateAsync()}
      onAccountDeleted={() => setSignedOut(queryClient)}
      security={({ hasPassword }) => <AccountSecurity hasPassword={hasPassword} />}
    />
  );
}
