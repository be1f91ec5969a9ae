import { LogOutIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/error-message.ts';

/**
 * Log out from the profile. Signing out itself belongs to the accounts feature, which the app
 * passes in as `onLogout`; afterwards the browser goes to `/`.
 */
export function LogoutButton({ onLogout }: { onLogout: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);
  const logout = async () => {
    setPending(true);
    try {
      await onLogout();
      navigate('/', { replace: true });
      toast({ title: t('profile.account.loggedOut'), description: t('profile.account.loggedOutText') });
    } catch (error) {
      toast({ variant: 'destructive', title: t('profile.account.logoutFailed'), description: errorMessage(error) });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="outline"
      onClick={() => void logout()}
      busy={pending}
      icon={<LogOutIcon aria-hidden="true" />}
      data-testid="profile-logout"
    >
      {t('userMenu.logout')}
    </Button>
  );
}
