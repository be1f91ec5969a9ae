import { useTranslation } from '../../lib/use-translation.ts';
import { Link, useLocation } from 'wouter';
import { cn } from '../../lib/utils.ts';
import { NAV_ITEMS, isNavItemActive } from './nav-items.ts';

/** Fixed navigation column on large screens (lg and up); the bottom bar takes over below that. */
export function SideNav() {
  const { t } = useTranslation();
  const [path] = useLocation();
  return (
    <nav
      aria-label={t('a11y.mainNavigation')}
      className="fixed top-14 bottom-0 left-0 z-30 hidden w-60 flex-col gap-1 border-r bg-background p-3 lg:flex print:hidden"
    >
      {NAV_ITEMS.map((item) => {
        const active = isNavItemActive(item, path);
        const Icon = item.icon;
        return (
          <Link
            key={item.href}
            href={item.href}
            aria-current={active ? 'page' : undefined}
            className={cn(
              'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
              active
                ? 'bg-secondary text-secondary-foreground'
                : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
            )}
          >
            <Icon className={cn('size-[18px] shrink-0', active && 'text-primary')} aria-hidden="true" />
            {t(item.labelKey)}
          </Link>
        );
      })}
    </nav>
  );
}
