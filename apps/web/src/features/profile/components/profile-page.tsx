import {
  ChevronRightIcon,
  LockKeyholeIcon,
  MessageSquareHeartIcon,
  SaladIcon,
  ShieldIcon,
  SlidersHorizontalIcon,
  TriangleAlertIcon,
  UserRoundIcon,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useUser } from '../../auth/api/get-user.ts';
import { usePreferences } from '../api/get-preferences.ts';
import { AccountSummary, signInMethodsOf } from './account-summary.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { FeedbackDialog } from './feedback-dialog.tsx';
import { LogoutButton } from './logout-button.tsx';
import { PreferencesDialog } from './preferences-dialog.tsx';
import { PreferencesSummary } from './preferences-summary.tsx';
import { ProfileSection } from './profile-section.tsx';

export interface ProfilePageProps {
  /** Signs out (the accounts feature's job, passed in by the app); without it there is no log-out button. */
  onLogout?: () => Promise<unknown>;
  /** Runs once the account has been deleted, before the app goes to `/` (e.g. to forget the cached user). */
  onAccountDeleted?: () => void;
  /** The sign-in and security actions (the accounts feature's, passed in by the app); no section without them. */
  security?: (account: { hasPassword: boolean }) => ReactNode;
}

/**
 * `/profile`: account summary and log-out, sign-in and security, dietary preferences, feedback, admin
 * link, deletion.
 */
export function ProfilePage({ onLogout, onAccountDeleted, security }: ProfilePageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.title'));
  const { user: account, query: accountQuery } = useUser();
  const preferences = usePreferences();
  const [editing, setEditing] = useState(false);
  const [writing, setWriting] = useState(false);

  if (!account) {
    if (accountQuery.isError) return <p role="alert">{errorMessage(accountQuery.error)}</p>;
    return <PageSpinner />;
  }

  const methods = signInMethodsOf(account);
  const hasPassword = methods?.includes('password') ?? false;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('profile.title')}</h1>

      <ProfileSection id="profile-account" icon={UserRoundIcon} title={t('profile.account.title')} action={onLogout ? <LogoutButton onLogout={onLogout} /> : undefined}>
        <AccountSummary account={account} />
      </ProfileSection>

      {security && methods ? (
        <ProfileSection
          id="profile-security"
          icon={LockKeyholeIcon}
          title={t('profile.security.title')}
          description={hasPassword ? t('profile.security.intro') : t('profile.security.introGoogle')}
        >
          {security({ hasPassword })}
        </ProfileSection>
      ) : null}

      <ProfileSection
        id="profile-preferences"
        icon={SaladIcon}
        title={t('profile.preferences.title')}
        description={t('profile.preferences.intro')}
        action={
          <Button variant="outline" onClick={() => setEditing(true)} disabled={!preferences.data} data-testid="edit-preferences">
            <SlidersHorizontalIcon aria-hidden="true" />
            {t('profile.preferences.edit')}
          </Button>
        }
      >
        {preferences.data ? (
          <PreferencesSummary preferences={preferences.data} />
        ) : preferences.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('profile.preferences.loadFailed')}
          </p>
        ) : (
          <div className="h-16 animate-pulse rounded-md bg-muted" aria-hidden="true" />
        )}
      </ProfileSection>
      {preferences.data ? (
        <PreferencesDialog open={editing} onOpenChange={setEditing} preferences={preferences.data} />
      ) : null}

      <ProfileSection
        id="profile-feedback"
        icon={MessageSquareHeartIcon}
        title={t('profile.feedback.sectionTitle')}
        description={t('profile.feedback.intro')}
        action={
          <Button variant="outline" onClick={() => setWriting(true)} data-testid="send-feedback">
            {t('profile.feedback.open')}
          </Button>
        }
      />
      <FeedbackDialog open={writing} onOpenChange={setWriting} />

      {account.isAdmin ? (
        <ProfileSection
          id="profile-admin"
          icon={ShieldIcon}
          title={t('profile.adminArea.title')}
          description={t('profile.adminArea.description')}
          action={
            <Button asChild variant="outline">
              <Link href="/admin">
                {t('profile.adminArea.open')}
                <ChevronRightIcon aria-hidden="true" />
              </Link>
            </Button>
          }
        />
      ) : null}

      <ProfileSection
        id="profile-danger"
        tone="danger"
        icon={TriangleAlertIcon}
        title={t('profile.delete.sectionTitle')}
        description={t('profile.delete.intro')}
        action={
          methods ? (
            <DeleteAccountDialog hasPassword={hasPassword} email={account.email} onDeleted={onAccountDeleted} />
          ) : undefined
        }
      />
    </div>
  );
}
