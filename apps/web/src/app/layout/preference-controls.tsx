import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';

/** Language and theme controls, present in both layouts. */
export function PreferenceControls() {
  return (
    <div className="flex items-center gap-0.5">
      <LanguageSwitcher />
      <ThemeToggle />
    </div>
  );
}
