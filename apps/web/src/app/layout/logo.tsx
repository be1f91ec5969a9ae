import { LeafIcon } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '../../lib/utils.ts';

/** The app mark and title, linking to the given home page. */
export function Logo({ href, className }: { href: string; className?: string }) {
  return (
    <Link
      href={href}
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight',
        'focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring',
        className,
      )}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <LeafIcon className="size-[18px]" aria-hidden="true" />
      </span>
      <span>MealPlanr</span>
    </Link>
  );
}
