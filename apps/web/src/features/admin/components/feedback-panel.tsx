import { FEEDBACK_TYPES, SATISFACTION_LEVELS, type FeedbackType, type Satisfaction } from '@mealplanr/contracts/enums';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Label } from '../../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { cn } from '../../../lib/utils.ts';
import { useFeedbackInbox } from '../api/get-feedback.ts';
import { formatDateTime } from '../lib/format.ts';
import { EmptyState, LoadState } from './load-state.tsx';
import { Pagination } from './pagination.tsx';

const ALL = 'all';
const PAGE_SIZE = 10;

const SATISFACTION_TONE: Record<Satisfaction, string> = {
  very_satisfied: 'bg-green-100 text-green-800 dark:bg-green-400/15 dark:text-green-300',
  satisfied: 'bg-lime-100 text-lime-800 dark:bg-lime-400/15 dark:text-lime-300',
  neutral: 'bg-slate-100 text-slate-700 dark:bg-slate-400/15 dark:text-slate-300',
  dissatisfied: 'bg-orange-100 text-orange-800 dark:bg-orange-400/15 dark:text-orange-300',
  very_dissatisfied: 'bg-red-100 text-red-800 dark:bg-red-400/15 dark:text-red-300',
};

/** The feedback inbox, newest first, filtered by type and satisfaction. */
export function FeedbackPanel() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const [type, setType] = useState<FeedbackType | undefined>(undefined);
  const [satisfaction, setSatisfaction] = useState<Satisfaction | undefined>(undefined);
  const [page, setPage] = useState(1);
  const inbox = useFeedbackInbox({ type, satisfaction, page, pageSize: PAGE_SIZE });
  const filtered = type !== undefined || satisfaction !== undefined;

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <div className="flex flex-col gap-2">
          <Label htmlFor="feedback-filter-type">{t('admin.feedback.type')}</Label>
          <Select
            value={type ?? ALL}
            onValueChange={(value) => {
              setType(value === ALL ? undefined : (value as FeedbackType));
              setPage(1);
            }}
          >
            <SelectTrigger id="feedback-filter-type">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{t('admin.feedback.all')}</SelectItem>
              {FEEDBACK_TYPES.map((value) => (
                <SelectItem key={value} value={value}>
                  {t(`admin.feedbackType.${value}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="feedback-filter-satisfaction">{t('admin.feedback.satisfaction')}</Label>
          <Select
            value={satisfaction ?? ALL}
            onValueChange={(value) => {
              setSatisfaction(value === ALL ? undefined : (value as Satisfaction));
              setPage(1);
            }}
          >
            <SelectTrigger id="feedback-filter-satisfaction">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{t('admin.feedback.all')}</SelectItem>
              {SATISFACTION_LEVELS.map((value) => (
                <SelectItem key={value} value={value}>
                  {t(`admin.satisfaction.${value}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>

      {!inbox.data ? (
        <LoadState error={inbox.error} onRetry={() => void inbox.refetch()} />
      ) : inbox.data.items.length === 0 ? (
        <EmptyState text={filtered ? t('admin.feedback.noMatch') : t('admin.feedback.empty')} />
      ) : (
        <>
          <ul className={cn('flex flex-col gap-3', inbox.isPlaceholderData && 'opacity-70')} data-testid="feedback-list">
            {inbox.data.items.map((item) => (
              <li key={item.id}>
                <article className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xs">
                  <div className="flex flex-wrap items-center gap-2 text-xs">
                    <span className="rounded-full border px-2 py-0.5 font-medium">{t(`admin.feedbackType.${item.type}`)}</span>
                    <span className={cn('rounded-full px-2 py-0.5 font-medium', SATISFACTION_TONE[item.satisfaction])}>
                      {t(`admin.satisfaction.${item.satisfaction}`)}
                    </span>
                    <span className="text-muted-foreground">
                      <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, language)}</time>
                      {' · '}
                      {item.user ? t('admin.feedback.from', { name: item.user.username }) : t('admin.feedback.deletedUser')}
                    </span>
                  </div>
                  <p className="text-sm break-words whitespace-pre-wrap">{item.message}</p>
                </article>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageSize={PAGE_SIZE}
            total={inbox.data.total}
            onPage={setPage}
            label={t('admin.feedback.pages')}
          />
        </>
      )}
    </div>
  );
}
