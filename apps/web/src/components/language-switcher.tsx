import { LANGUAGES } from '@mealplanr/contracts/enums';
import { LanguagesIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, changeLanguage, currentLanguage, isLanguage } from '../lib/i18n.ts';
import { Button } from './ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './ui/dropdown-menu.tsx';

/** Lists the interface languages under their own names (English, Русский, Беларуская). */
export function LanguageSwitcher() {
  // useTranslation re-renders this component when the language changes, so reading it here stays current.
  const { t } = useTranslation();
  const current = currentLanguage();
  const name = LANGUAGE_NAMES[current];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="h-10 gap-1.5 px-2.5 sm:px-3"
          aria-label={`${t('language.label')}: ${name}`}
          data-testid="language-switcher"
        >
          <LanguagesIcon aria-hidden="true" />
          <span className="hidden sm:inline">{name}</span>
        </Button>
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
