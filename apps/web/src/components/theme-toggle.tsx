import { MoonIcon, SunIcon } from 'lucide-react';
import { useTranslation } from '../lib/use-translation.ts';
import { useTheme } from '../lib/theme.ts';
import { Button } from './ui/button.tsx';
import { DeferredTooltip } from './ui/deferred-tooltip.tsx';

/** Switches between the light and dark theme; the choice is remembered in this browser. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? t('theme.switchToLight') : t('theme.switchToDark');
  return (
    <DeferredTooltip content={label}>
      <Button variant="ghost" size="icon" aria-label={label} data-testid="theme-toggle" onClick={toggleTheme}>
        {/* Chosen by the `dark` class (set before the first paint), not by `theme`: a page drawn at build time
            shows the right icon before the app has started. */}
        <SunIcon aria-hidden="true" className="hidden dark:block" />
        <MoonIcon aria-hidden="true" className="dark:hidden" />
      </Button>
    </DeferredTooltip>
  );
}
