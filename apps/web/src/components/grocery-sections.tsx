/**
 * The sections a grocery list is shown in, on the signed-in list screen and on a share link's page alike: one
 * per store category in store order, and the pantry staples apart as "Probably at home".
 */
import { HomeIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation.ts';

export function GroceryCategorySection({
  headingId,
  title,
  aside,
  testId,
  children,
}: {
  headingId: string;
  title: string;
  /** Shown at the heading's end, e.g. "2 of 5". */
  aside?: ReactNode;
  testId?: string;
  /** The `<li>` items. */
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-xl border bg-card text-card-foreground shadow-xs"
      data-testid={testId}
    >
      <h2
        id={headingId}
        className="flex items-center justify-between gap-2 border-b bg-muted/40 px-4 py-2.5 text-sm font-semibold"
      >
        {title}
        {aside ? <span className="text-xs font-normal text-muted-foreground">{aside}</span> : null}
      </h2>
      <ul className="divide-y">{children}</ul>
    </section>
  );
}

export function ProbablyAtHomeSection({
  idPrefix,
  testId,
  children,
}: {
  /** Makes the heading's and hint's ids unique on the page. */
  idPrefix: string;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby={`${idPrefix}probably-at-home`}
      aria-describedby={`${idPrefix}probably-at-home-hint`}
      className="overflow-hidden rounded-xl border border-dashed bg-card/60 text-card-foreground"
      data-testid={testId}
    >
      <div className="flex flex-col gap-0.5 border-b border-dashed px-4 py-2.5">
        <h2 id={`${idPrefix}probably-at-home`} className="flex items-center gap-2 text-sm font-semibold">
          <HomeIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          {t('grocery.list.probablyAtHome')}
        </h2>
        <p id={`${idPrefix}probably-at-home-hint`} className="text-xs text-muted-foreground">
          {t('grocery.list.probablyAtHomeHint')}
        </p>
      </div>
      <ul className="divide-y">{children}</ul>
    </section>
  );
}
