import { useTranslation } from '../../lib/use-translation.ts';
import { Link, useLocation } from 'wouter';
import { cn } from '../../lib/utils.ts';
import { NAV_ITEMS, firstWord, isNavItemActive } from './nav-items.ts';

/** Tab bar at the bottom of phone and tablet screens (below lg). */
export function BottomNav() {
  const { t } = useTranslation();
  const [path] = useLocation();
  return (
    <nav
      aria-label={t('a11y.mainNavigation')}
      data-slot="bottom-nav"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-background/85 lg:hidden print:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-md grid-cols-4">
        {NAV_ITEMS.map((item) => {
          const active = isNavItemActive(item, path);
          const label = t(item.labelKey);
          const Icon = item.icon;
          return (
            <li key={item.href} className="flex">
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                // The full label stays the accessible name; the visible text starts with it (WCAG 2.5.3).
                aria-label={item.shortInBottomBar ? label : undefined}
                className={cn(
                  'flex flex-1 flex-col items-center justify-center gap-1 text-xs font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                  active ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <span
                  className={cn(
                    'flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                    active && 'bg-secondary',
                  )}
                >
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                {item.shortInBottomBar ? firstWord(label) : label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
