import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { formatDateTime } from '../lib/format.ts';
import { EmptyState, LoadState } from './load-state.tsx';
import { Pagination } from './pagination.tsx';

const PAGE_SIZE = 20;

/** What admins did, newest first. People whose accounts are gone are named as such. */
export function AuditPanel() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const [page, setPage] = useState(1);
  const log = useAuditLog(page, PAGE_SIZE);
  if (!log.data) return <LoadState error={log.error} onRetry={() => void log.refetch()} />;
  if (log.data.items.length === 0) return <EmptyState text={t('admin.audit.empty')} />;
  const gone = t('admin.audit.deleted');
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col divide-y rounded-xl border bg-card text-card-foreground shadow-xs" data-testid="audit-list">
        {log.data.items.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-0.5 px-4 py-3 text-sm sm:flex-row sm:items-baseline sm:gap-4">
            <time dateTime={entry.createdAt} className="shrink-0 text-muted-foreground tabular-nums sm:w-44">
              {formatDateTime(entry.createdAt, language)}
            </time>
            <span>
              {t(`admin.audit.action.${entry.action}`, {
                actor:
                  entry.actor?.username ??
                  (entry.actorName ? t('admin.audit.deletedActor', { name: entry.actorName }) : gone),
                target: entry.target?.username ?? gone,
              })}
            </span>
          </li>
        ))}
      </ol>
      <Pagination page={page} pageSize={PAGE_SIZE} total={log.data.total} onPage={setPage} label={t('admin.audit.pages')} />
    </div>
  );
}
