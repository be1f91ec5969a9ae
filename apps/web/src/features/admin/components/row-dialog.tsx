import type { AdminTable } from '@mealplanr/contracts/admin';
import { useTranslation } from '../../../lib/use-translation.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { useTableRow } from '../api/get-table-row.ts';
import { formatDateTime, prettyJson } from '../lib/format.ts';
import { LoadState } from './load-state.tsx';

/** Every field of one row; JSON pretty-printed, instants in local time with the exact value beside them. */
export function RowDialog({
  table,
  rowKey,
  onClose,
}: {
  table: AdminTable;
  rowKey: string | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const row = useTableRow(table, rowKey);
  return (
    <Dialog open={rowKey !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl" data-testid="row-dialog">
        <DialogHeader>
          <DialogTitle>{t('admin.database.rowTitle', { table })}</DialogTitle>
          <DialogDescription className="font-mono break-all">{rowKey}</DialogDescription>
        </DialogHeader>
        {row.data ? (
          <dl className="flex flex-col divide-y text-sm">
            {row.data.fields.map((field) => (
              <div key={field.name} className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr] sm:gap-4">
                <dt className="font-mono text-xs text-muted-foreground sm:pt-0.5">{field.name}</dt>
                <dd className="min-w-0">
                  <FieldValue type={field.type} value={field.value} language={language} />
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <LoadState error={row.error} onRetry={() => void row.refetch()} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function FieldValue({ type, value, language }: { type: string; value: unknown; language: string }) {
  const { t } = useTranslation();
  if (value === null || value === undefined) return <span className="text-muted-foreground italic">{t('admin.values.null')}</span>;
  if (type === 'json') {
    return (
      <pre className="max-h-80 overflow-auto rounded-md bg-muted p-3 font-mono text-xs leading-relaxed">{prettyJson(value)}</pre>
    );
  }
  if (type === 'boolean') return <span>{value ? t('admin.values.yes') : t('admin.values.no')}</span>;
  if (type === 'datetime' && typeof value === 'string') {
    return (
      <span>
        {formatDateTime(value, language)} <span className="font-mono text-xs text-muted-foreground">{value}</span>
      </span>
    );
  }
  return <span className={type === 'uuid' ? 'font-mono text-xs break-all' : 'break-words whitespace-pre-wrap'}>{String(value)}</span>;
}
