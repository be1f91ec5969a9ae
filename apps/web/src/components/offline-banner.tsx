import { CloudOffIcon, RefreshCwIcon } from 'lucide-react';
import { useTranslation } from '../lib/use-translation.ts';
import { useOnlineStatus } from '../lib/use-online-status.ts';

/**
 * "Offline — changes will sync": shown while the browser is offline, and while checks made offline are still
 * on their way once it is back.
 */
export function OfflineBanner({ queuedCount }: { queuedCount: number }) {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const visible = !online || queuedCount > 0;
  return (
    // The live region stays in the page (so it is announced when it fills) but takes no room while empty.
    <div role="status" aria-live="polite" data-testid="offline-banner" className={visible ? undefined : 'sr-only'}>
      {visible ? (
        <div className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-100">
          {online ? (
            <RefreshCwIcon className="mt-0.5 size-4 shrink-0 animate-spin" aria-hidden="true" />
          ) : (
            <CloudOffIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          )}
          <div className="flex flex-col gap-0.5">
            <p className="font-medium">{online ? t('grocery.offline.syncing') : t('grocery.offline.banner')}</p>
            <p>
              {online ? null : t('grocery.offline.description')}
              {queuedCount > 0 ? ` ${t('grocery.offline.pending', { count: queuedCount })}` : null}
            </p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
