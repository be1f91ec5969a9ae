import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { formatNumber, pageRange } from '../lib/format.ts';

/** "1–20 of 53 · Page 1 of 3" with previous/next buttons. */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const { from, to, pages } = pageRange(page, pageSize, total);
  const n = (value: number) => formatNumber(value, i18n.resolvedLanguage ?? 'en');
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        {t('admin.pagination.range', { from: n(from), to: n(to), total: n(total) })}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          <ChevronLeftIcon aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t('admin.pagination.previous')}</span>
        </Button>
        <span className="tabular-nums">{t('admin.pagination.page', { page: n(page), pages: n(pages) })}</span>
        <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
          <span className="sr-only sm:not-sr-only">{t('admin.pagination.next')}</span>
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
