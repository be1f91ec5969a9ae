import { CircleAlertIcon, LogOutIcon, MailOpenIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link, useLocation, useParams } from 'wouter';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { HttpError } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { useUser } from '../../auth/api/get-user.ts';
import { useInvitation } from '../api/get-invitation.ts';
import { dateText } from '../utils/calendar-text.ts';
import { groceryErrorMessage } from '../utils/grocery-error-message.ts';
import { GROCERY_LISTS_PATH, groceryListPath, signInPath } from '../utils/paths.ts';
import { listTitle } from '../../../lib/in-language.ts';

/**
 * `/invitations/:token`: what the invitation is for, and "Accept". Someone signed out is sent to sign in
 * first (coming back here afterwards); someone signed in with another address is told which one to use and may
 * sign out here (`onSignOut`, from the accounts feature) to go on as the invited person; someone whose address is
 * not confirmed yet sees `verifyEmailNotice` (from the accounts feature: "send the link again").
 */
export function InvitationPage({
  verifyEmailNotice,
  onSignOut,
}: { verifyEmailNotice?: React.ReactNode; onSignOut?: () => Promise<unknown> } = {}) {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('grocery.invitation.title'));
  const { token = '' } = useParams<{ token: string }>();
  const [location, navigate] = useLocation();
  const invitation = useInvitation(token);
  const { query: user } = useUser();
  const accept = useAcceptInvitation();
  const [signingOut, setSigningOut] = useState(false);

  if (invitation.isPending || user.isPending) return <PageSpinner />;
  if (invitation.isError) {
    const error = invitation.error;
    const expired = error instanceof HttpError && error.status === 410;
    const missing = error instanceof HttpError && (error.status === 404 || error.status === 400);
    if (expired || missing) {
      return (
        <Card icon={<CircleAlertIcon className="size-6" aria-hidden="true" />} title={expired ? t('grocery.invitation.expiredTitle') : t('grocery.invitation.notFoundTitle')}>
          <p className="text-pretty text-muted-foreground">
            {expired ? t('grocery.invitation.expiredDescription') : t('grocery.invitation.notFoundDescription')}
          </p>
        </Card>
      );
    }
    return (
      <Card icon={<CircleAlertIcon className="size-6" aria-hidden="true" />} title={t('grocery.invitation.loadFailed')}>
        <p className="text-muted-foreground">{groceryErrorMessage(error)}</p>
        <Button variant="outline" onClick={() => void invitation.refetch()}>
          {t('grocery.index.retry')}
        </Button>
      </Card>
    );
  }

  const preview = invitation.data;
  const signedIn = user.data ?? null;
  const wrongAccount = signedIn !== null && signedIn.email.toLowerCase() !== preview.email.toLowerCase();

  // Signed out, the page offers "Sign in to accept" and "Create an account", both coming back here.
  const signOut = async () => {
    if (!onSignOut) return;
    setSigningOut(true);
    try {
      await onSignOut();
      toast({ title: t('grocery.invitation.signedOut', { email: preview.email }) });
    } catch (error) {
      toast({ variant: 'destructive', title: t('grocery.invitation.signOutFailed'), description: groceryErrorMessage(error) });
    } finally {
      setSigningOut(false);
    }
  };

  const join = () =>
    accept.mutate(token, {
      onSuccess: ({ list }) => {
        toast({ title: t('grocery.invitation.accepted', { title: listTitle(list, i18n.resolvedLanguage ?? 'en') }) });
        navigate(groceryListPath(list.id), { replace: true });
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: t('grocery.invitation.acceptFailed'), description: groceryErrorMessage(error) }),
    });

  return (
    <Card icon={<MailOpenIcon className="size-6" aria-hidden="true" />} title={t('grocery.invitation.title')}>
      <p className="text-pretty">
        {t('grocery.invitation.invited', { name: preview.invitedBy, title: preview.listTitle })}
      </p>
      <p className="text-sm text-pretty text-muted-foreground">
        {t('grocery.invitation.forEmail', { email: preview.email, date: dateText(t, preview.expiresAt, i18n.resolvedLanguage ?? 'en') })}
      </p>
      {signedIn === null ? (
        <>
          <p className="text-sm text-pretty text-muted-foreground">{t('grocery.invitation.signInPrompt')}</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button asChild>
              <Link href={signInPath(location)}>{t('grocery.invitation.signIn')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={`${signInPath(location)}&mode=register`}>{t('grocery.invitation.register')}</Link>
            </Button>
          </div>
        </>
      ) : wrongAccount ? (
        <>
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-100">
            {t('grocery.invitation.wrongAccount', { email: signedIn.email })}
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            {onSignOut ? (
              <Button onClick={() => void signOut()} busy={signingOut} icon={<LogOutIcon aria-hidden="true" />}>
                {t('grocery.invitation.signOutAndContinue')}
              </Button>
            ) : null}
            <Button asChild variant="outline">
              <Link href={GROCERY_LISTS_PATH}>{t('grocery.invitation.goToLists')}</Link>
            </Button>
          </div>
        </>
      ) : signedIn.emailVerified === false ? (
        <div className="w-full text-left">{verifyEmailNotice}</div>
      ) : (
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={join} busy={accept.isPending}>
            {t('grocery.invitation.accept')}
          </Button>
          <Button asChild variant="outline">
            <Link href={GROCERY_LISTS_PATH}>{t('grocery.invitation.goToLists')}</Link>
          </Button>
        </div>
      )}
    </Card>
  );
}

function Card({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-12">
      <div className="flex flex-col items-center gap-4 rounded-2xl border bg-card px-6 py-10 text-center text-card-foreground shadow-sm">
        <span className="flex size-12 items-center justify-center rounded-xl bg-secondary text-primary">{icon}</span>
        <h1 className="text-2xl font-bold tracking-tight text-balance">{title}</h1>
        {children}
      </div>
    </div>
  );
}
