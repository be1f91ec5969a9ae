import { LeafIcon } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '../../lib/utils.ts';

const LOGO_CLASSES =
  'inline-flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring';

/** The app mark and title, linking to the given home page. */
export function Logo({ href, className }: { href: string; className?: string }) {
  return (
    <Link
      href={href}
      // Merged only when given a class of its own (button.tsx says why).
      className={className ? cn(LOGO_CLASSES, className) : LOGO_CLASSES}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <LeafIcon className="size-[18px]" aria-hidden="true" />
      </span>
      <span>MealPlanr</span>
    </Link>
  );
}
