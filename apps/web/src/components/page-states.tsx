import { RotateCcwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { cn } from '../lib/utils.ts';
import { Button } from './ui/button.tsx';

/*
 * The parts the list pages (meal plans, grocery lists, recipes) share: their heading, the cards shown while
 * loading, the message when loading failed, and the invitation when there is nothing yet.
 */

/** A page's title and subtitle, with its main actions at the right. */
export function PageHeading({ title, subtitle, children }: { title: string; subtitle: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground">{subtitle}</p>
      </div>
      {children}
    </div>
  );
}

/** Grey cards pulsing in the grid where the cards will be, announced as loading. */
export function CardGridSkeleton({ count, cardClassName }: { count: number; cardClassName: string }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={cn('animate-pulse rounded-xl border bg-muted/60', cardClassName)} />
      ))}
    </ul>
  );
}

/** "Could not load …", why, and a button to try again. */
export function LoadFailed({ title, detail, retryLabel, onRetry }: { title: string; detail: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-12 text-center">
      <p className="font-medium">{title}</p>
      <p className="text-sm text-muted-foreground">{detail}</p>
      <Button variant="outline" onClick={onRetry} icon={<RotateCcwIcon aria-hidden="true" />}>
        {retryLabel}
      </Button>
    </div>
  );
}

export interface EmptyStateProps {
  /** A lucide icon (`className="size-7" aria-hidden="true"`). */
  icon: ReactNode;
  title: string;
  description: string;
  /** What the person can do now (buttons). */
  children?: ReactNode;
  'data-testid'?: string;
}

/** Nothing here yet: a large icon, a title, a sentence and what to do. */
export function EmptyState({ icon, title, description, children, 'data-testid': testId }: EmptyStateProps) {
  return (
    <div
      className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-input bg-card/60 px-6 py-12 text-center"
      data-testid={testId}
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-secondary text-primary">{icon}</span>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-pretty text-muted-foreground">{description}</p>
      {children}
    </div>
  );
}
