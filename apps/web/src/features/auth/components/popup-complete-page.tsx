import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLocation, useSearch } from 'wouter';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { popupResultFromSearch } from '../lib/popup-result.ts';

/**
 * `/auth/complete`: where the Google sign-in popup lands. It tells the window that opened it how the sign-in
 * went (postMessage, to our own origin only) and closes. Opened without an opener (e.g. the popup became a tab),
 * it continues in place instead.
 */
export function PopupCompletePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.google.popupTitle'));
  const search = useSearch();
  const [, navigate] = useLocation();

  useEffect(() => {
    const result = popupResultFromSearch(search);
    const opener = window.opener as Window | null;
    if (opener && !opener.closed) {
      opener.postMessage(result, window.location.origin);
      window.close();
      return;
    }
    navigate(result.ok ? '/dashboard' : '/auth', { replace: true });
  }, [search, navigate]);

  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-muted-foreground">
      <Spinner className="size-6" label={t('auth.google.completing')} />
      <p>{t('auth.google.completing')}</p>
    </div>
  );
}
