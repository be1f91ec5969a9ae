import { useLogout } from '../../features/auth/api/logout.ts';
import { VerifyEmailNotice } from '../../features/auth/components/verify-email-notice.tsx';
import { InvitationPage } from '../../features/grocery-lists/components/invitation-page.tsx';

/** An invitation opened while signed in as someone else: signing out (the accounts feature's) lets the person go on. */
export function InvitationRoute() {
  const logout = useLogout();
  return <InvitationPage verifyEmailNotice={<VerifyEmailNotice className="" />} onSignOut={() => logout.mutateAsync()} />;
}
