import { MailWarningIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { HttpError } from '../../../lib/api.ts';
import { cn } from '../../../lib/utils.ts';
import { useResendVerificationEmail } from '../api/account-mail.ts';
import { useUser } from '../api/get-user.ts';
import { authErrorMessage } from '../lib/auth-error-message.ts';

/**
 * "Confirm your e-mail address": shown on the signed-in screens until the address is confirmed, with a button
 * that sends the link again (at most one a minute: the server says how long to wait).
 */
export function VerifyEmailNotice({ className = 'mb-6' }: { className?: string }) {
  const { t } = useTranslation();
  const { user } = useUser();
  const resend = useResendVerificationEmail();
  if (!user || user.emailVerified !== false) return null;

  const sendAgain = () =>
    resend.mutate(undefined, {
      onSuccess: () => toast({ title: t('auth.verify.sent'), description: t('auth.verify.sentText', { email: user.email }) }),
      onError: (error) => {
        if (error instanceof HttpError && error.code === 'already_verified') return; // the notice goes away
        toast({ variant: 'destructive', title: t('auth.verify.sendFailed'), description: authErrorMessage(error) });
      },
    });

  return (
    <section
      aria-labelledby="verify-email-notice-title"
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:gap-4 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-100',
        className,
      )}
      data-testid="verify-email-notice"
    >
      <MailWarningIcon className="hidden size-5 shrink-0 sm:block" aria-hidden="true" />
      <div className="flex flex-1 flex-col gap-0.5">
        <h2 id="verify-email-notice-title" className="font-semibold">
          {t('auth.verify.noticeTitle')}
        </h2>
        <p className="text-pretty">{t('auth.verify.noticeText', { email: user.email })}</p>
      </div>
      <Button variant="outline" size="sm" className="shrink-0 self-start sm:self-center" onClick={sendAgain} busy={resend.isPending}>
        {t('auth.verify.sendAgain')}
      </Button>
    </section>
  );
}
