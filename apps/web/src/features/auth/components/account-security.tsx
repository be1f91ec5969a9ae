import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { EndOtherSessionsButton } from './end-other-sessions-button.tsx';

/**
 * The account's sign-in and security actions, for the profile page: change the password (accounts that have
 * one) and sign out on other devices.
 */
export function AccountSecurity({ hasPassword }: { hasPassword: boolean }) {
  return (
    <div className="flex flex-wrap gap-2">
      {hasPassword ? <ChangePasswordDialog /> : null}
      <EndOtherSessionsButton />
    </div>
  );
}
