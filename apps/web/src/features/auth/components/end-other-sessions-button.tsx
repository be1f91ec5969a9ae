import { MonitorSmartphoneIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useEndOtherSessions } from '../api/end-other-sessions.ts';
import { authErrorMessage } from '../lib/auth-error-message.ts';

/** "Sign out on other devices", after a question; the toast says how many were signed out. */
export function EndOtherSessionsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const end = useEndOtherSessions();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" icon={<MonitorSmartphoneIcon aria-hidden="true" />} data-testid="end-other-sessions">
          {t('auth.security.sessions.open')}
        </Button>
      }
      title={t('auth.security.sessions.title')}
      description={t('auth.security.sessions.description')}
      confirmLabel={t('auth.security.sessions.confirm')}
      pending={end.isPending}
      onConfirm={() =>
        end.mutateAsync().then(
          ({ ended }) => {
            setOpen(false);
            toast({ title: t('auth.security.sessions.done'), description: t('auth.security.sessions.doneText', { count: ended }) });
          },
          (error: unknown) => {
            setOpen(false);
            toast({ variant: 'destructive', title: t('auth.security.sessions.failed'), description: authErrorMessage(error) });
          },
        )
      }
    />
  );
}
