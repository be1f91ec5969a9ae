import { CalendarDaysIcon } from 'lucide-react';
import { useTranslation } from '../lib/use-translation.ts';

/** "Week of March 10 – 16" with a calendar icon, as a grocery list's card, header and shared page show it; nothing without a week. */
export function WeekOf({ range }: { range: string | null }) {
  const { t } = useTranslation();
  if (!range) return null;
  return (
    <span className="inline-flex items-center gap-1.5">
      <CalendarDaysIcon className="size-4" aria-hidden="true" />
      {t('grocery.card.weekOf', { range })}
    </span>
  );
}
