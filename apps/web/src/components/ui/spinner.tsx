import { LoaderCircle } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import { cn } from '../../lib/utils.ts';

export interface SpinnerProps {
  className?: string;
  /** What is loading, for screen readers; "Loading…" when left out. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span role="status" data-slot="spinner" className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin text-primary', className)} />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  );
}

/** A spinner centred in the page area, for whole screens that are loading. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
