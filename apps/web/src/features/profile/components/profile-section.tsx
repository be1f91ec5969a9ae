import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/utils.ts';

/** A titled card of the profile page. */
export function ProfileSection({
  icon: Icon,
  title,
  description,
  action,
  children,
  tone = 'default',
  id,
}: {
  icon: LucideIcon;
  title: string;
  description?: string;
  action?: ReactNode;
  children?: ReactNode;
  tone?: 'default' | 'danger';
  id: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-xs sm:p-6',
        tone === 'danger' && 'border-destructive/40',
      )}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-3">
          <span
            className={cn(
              'flex size-10 shrink-0 items-center justify-center rounded-lg',
              tone === 'danger' ? 'bg-destructive/10 text-destructive dark:text-red-400' : 'bg-secondary text-primary',
            )}
          >
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="flex flex-col gap-1">
            <h2 id={id} className="text-lg leading-tight font-semibold">
              {title}
            </h2>
            {description ? <p className="text-sm text-pretty text-muted-foreground">{description}</p> : null}
          </div>
        </div>
        {action ? <div className="flex shrink-0 flex-wrap gap-2">{action}</div> : null}
      </div>
      {children}
    </section>
  );
}
