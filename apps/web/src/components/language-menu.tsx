import { type ReactElement, useEffect, useRef } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { LANGUAGE_NAMES, LANGUAGES, changeLanguage, currentLanguage, isLanguage } from '../lib/i18n.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './ui/dropdown-menu.tsx';

/**
 * The language switcher's menu (Radix), loaded after the first render by language-switcher.tsx, which draws the
 * same trigger until then and keeps whether it is open (`open`: true at once when the trigger was pressed before
 * this code arrived); `focus` puts the focus back on the trigger (it had it when the stand-in was replaced).
 */
export function LanguageMenu({
  trigger,
  open,
  onOpenChange,
  focus,
}: {
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  focus: boolean;
}) {
  const { t } = useTranslation();
  const current = currentLanguage();
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) triggerRef.current?.focus();
    // Only when this replaces the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild ref={triggerRef}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-[11rem]">
        <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">{t('language.choose')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup
          value={current}
          onValueChange={(value) => {
            if (isLanguage(value)) void changeLanguage(value);
          }}
        >
          {LANGUAGES.map((language) => (
            // `lang` lets screen readers pronounce each name in its own language.
            <DropdownMenuRadioItem key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
