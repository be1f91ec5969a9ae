import { CircleAlertIcon, MailCheckIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useVerifyEmail } from '../api/account-mail.ts';
import { useUser } from '../api/get-user.ts';
import { useFragmentToken } from '../hooks/use-fragment-token.ts';
import { authErrorMessage } from '../lib/auth-error-message.ts';
import { AccountCard } from './account-card.tsx';
import { VerifyEmailNotice } from './verify-email-notice.tsx';

/**
 * `/verify-email#<token>`, the link of the verification e-mail: confirms the address at once (one request, even
 * when React runs effects twice) and says so. A used or expired link is explained, with "send again" for the
 * signed-in person whose address is still unconfirmed.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.verify.pageTitle'));
  const token = useFragmentToken();
  const verify = useVerifyEmail();
  const { user, query: userQuery } = useUser();
  const sentFor = useRef('');

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    verify.mutate(token);
  }, [token, verify]);

  if (token && (verify.isIdle || verify.isPending)) return <PageSpinner />;
  const failed = !token || verify.isError;
  // Who is signed in is asked again after the attempt: wait for that answer rather than trust a cached copy.
  if (failed && userQuery.isFetching) return <PageSpinner />;
  // A link used twice: the address may well be confirmed already.
  const confirmed = verify.isSuccess || (failed && user?.emailVerified === true);

  return (
    <AccountCard
      icon={confirmed ? <MailCheckIcon className="size-5" aria-hidden="true" /> : <CircleAlertIcon className="size-5" aria-hidden="true" />}
      title={confirmed ? t('auth.verify.doneTitle') : t('auth.verify.failedTitle')}
    >
      <p className="text-center text-pretty text-muted-foreground" role={confirmed ? 'status' : 'alert'}>
        {confirmed
          ? t('auth.verify.doneText')
          : verify.isError
            ? authErrorMessage(verify.error)
            : t('auth.errors.verification_link_invalid')}
      </p>
      {!confirmed && user?.emailVerified === false ? <VerifyEmailNotice className="" /> : null}
      <Button asChild className="self-center">
        <Link href={user ? '/dashboard' : '/auth'}>{user ? t('auth.verify.toApp') : t('auth.verify.toSignIn')}</Link>
      </Button>
    </AccountCard>
  );
}
