import {
  CalendarDaysIcon,
  ListChecksIcon,
  type LucideIcon,
  MessageSquareIcon,
  ShoppingBasketIcon,
  UsersRoundIcon,
} from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useOverview } from '../api/get-overview.ts';
import { formatNumber } from '../lib/format.ts';
import { BarChart } from './bar-chart.tsx';
import { LoadState } from './load-state.tsx';

/** Counts of everything, and sign-ups and plans per day for the last 30 days. */
export function OverviewPanel() {
  const { t, i18n } = useTranslation();
  const overview = useOverview();
  if (!overview.data) return <LoadState error={overview.error} onRetry={() => void overview.refetch()} />;
  const { counts, daily } = overview.data;
  const n = (value: number) => formatNumber(value, i18n.resolvedLanguage ?? 'en');
  const stats: Array<{ label: string; value: number; icon: LucideIcon; testId: string }> = [
    { label: t('admin.overview.users'), value: counts.users, icon: UsersRoundIcon, testId: 'count-users' },
    { label: t('admin.overview.mealPlans'), value: counts.mealPlans, icon: CalendarDaysIcon, testId: 'count-plans' },
    { label: t('admin.overview.groceryLists'), value: counts.groceryLists, icon: ShoppingBasketIcon, testId: 'count-lists' },
    { label: t('admin.overview.items'), value: counts.groceryListItems, icon: ListChecksIcon, testId: 'count-items' },
    { label: t('admin.overview.feedback'), value: counts.feedback, icon: MessageSquareIcon, testId: 'count-feedback' },
  ];
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {stats.map(({ label, value, icon: Icon, testId }) => (
          <div key={label} className="flex flex-col gap-2 rounded-xl border bg-card p-4 text-card-foreground shadow-xs">
            <dt className="flex items-center gap-2 text-sm text-muted-foreground">
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {label}
            </dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid={testId}>
              {n(value)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <BarChart
          title={t('admin.overview.signups')}
          data={daily.map((d) => ({ date: d.date, value: d.signups }))}
          barClassName="fill-primary"
        />
        <BarChart
          title={t('admin.overview.plans')}
          data={daily.map((d) => ({ date: d.date, value: d.plans }))}
          barClassName="fill-amber-500 dark:fill-amber-400"
        />
      </div>
    </div>
  );
}
