import { LanguagesIcon } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, currentLanguage } from '../lib/i18n.ts';
import { preloadModule, useDeferredModule } from '../lib/use-deferred-module.ts';
import { Button } from './ui/button.tsx';

const loadMenu = () => import('./language-menu.tsx');

/**
 * Lists the interface languages under their own names (English, Русский, Беларуская). The menu's code (Radix) is
 * not needed to draw the page: the button is drawn at once and the menu arrives after the first render; a press
 * before then opens the menu as soon as it is there.
 */
export function LanguageSwitcher() {
  // useTranslation re-renders this component when the language changes, so reading it here stays current.
  const { t } = useTranslation();
  const name = LANGUAGE_NAMES[currentLanguage()];
  const menu = useDeferredModule(loadMenu);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const trigger = (
    <Button
      variant="ghost"
      size="sm"
      className="h-10 gap-1.5 px-2.5 sm:px-3"
      aria-label={`${t('language.label')}: ${name}`}
      data-testid="language-switcher"
      {...(menu
        ? {}
        : {
            // What the menu's trigger says until it is opened.
            'aria-haspopup': 'menu' as const,
            'aria-expanded': false,
            onClick: () => setPressed(true),
            // Escape or moving on (the focus leaves) cancels a press that is still waiting for the menu.
            onKeyDown: (event: KeyboardEvent) => {
              if (event.key === 'Escape') setPressed(false);
            },
            onFocus: () => setFocused(true),
            onBlur: () => {
              setFocused(false);
              setPressed(false);
            },
            onPointerEnter: () => void preloadModule(loadMenu).catch(() => undefined),
          })}
    >
      <LanguagesIcon aria-hidden="true" />
      <span className="hidden sm:inline">{name}</span>
    </Button>
  );
  return menu ? <menu.LanguageMenu trigger={trigger} open={pressed} focus={focused} /> : trigger;
}
