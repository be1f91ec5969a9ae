import type { GroceryListSummary } from '@mealplanr/contracts/grocery-lists';
import { UsersIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'wouter';
import { WeekOf } from '../../../components/week-of.tsx';
import { weekRangeText } from '../utils/calendar-text.ts';
import { groceryListPath } from '../utils/paths.ts';
import { listTitle } from '../../../lib/in-language.ts';

/** One list in the overview: title, week, progress; the whole card opens the list. */
export function GroceryListCard({ list }: { list: GroceryListSummary }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const week = weekRangeText(t, list.weekStart, list.weekEnd, language);
  const progress = list.itemCount === 0 ? 0 : Math.round((list.checkedCount / list.itemCount) * 100);

  return (
    <Link
      href={groceryListPath(list.id)}
      className="group flex h-full flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-xs transition-colors hover:border-primary/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      data-testid="grocery-list-card"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-base leading-snug font-semibold break-words group-hover:text-primary">{listTitle(list, language)}</h3>
        {list.shared ? (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
            <UsersIcon className="size-3" aria-hidden="true" />
            {t('grocery.card.shared')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-col gap-1 text-sm text-muted-foreground">
        <WeekOf range={week} />
        {list.role === 'member' ? <span>{t('grocery.card.by', { name: list.ownerName })}</span> : null}
        {list.mealPlanId ? <span>{t('grocery.card.fromPlan')}</span> : null}
      </div>
      <div className="mt-auto flex flex-col gap-1.5">
        <span className="text-sm">
          {list.itemCount === 0
            ? t('grocery.card.noItems')
            : t('grocery.progress', { checked: list.checkedCount, total: list.itemCount })}
        </span>
        <span className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
          <span className="block h-full rounded-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
        </span>
      </div>
    </Link>
  );
}
