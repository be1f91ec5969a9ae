import { ArrowRightIcon } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { cn } from '../../../lib/utils.ts';

/**
 * A box that scrolls sideways when its table is wider than the screen, and says so: a shaded edge on each side
 * that has more columns, and "Scroll sideways to see every column" under it while anything is hidden on the right.
 */
export function ScrollBox({ className, children }: { className?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    const left = box.scrollLeft > 1;
    const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
    setMore((current) => (current.left === left && current.right === right ? current : { left, right }));
  }, []);
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);

  return (
    <div className="flex flex-col gap-1.5" data-testid="scroll-box" data-more-left={more.left} data-more-right={more.right}>
      <div className="relative">
        {/* `relative` keeps the screen-reader-only labels inside the scrolling box, so the page itself never scrolls sideways. */}
        <div ref={ref} onScroll={measure} className={cn('relative overflow-x-auto', className)}>
          {children}
        </div>
        <div
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute inset-y-0 left-0 w-6 rounded-l-xl bg-gradient-to-r from-foreground/15 to-transparent transition-opacity',
            more.left ? 'opacity-100' : 'opacity-0',
          )}
        />
        <div
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute inset-y-0 right-0 w-6 rounded-r-xl bg-gradient-to-l from-foreground/15 to-transparent transition-opacity',
            more.right ? 'opacity-100' : 'opacity-0',
          )}
        />
      </div>
      {more.right ? (
        <p className="inline-flex items-center gap-1 self-end text-xs text-muted-foreground" data-testid="scroll-hint">
          {t('admin.database.scrollHint')}
          <ArrowRightIcon className="size-3.5" aria-hidden="true" />
        </p>
      ) : null}
    </div>
  );
}
