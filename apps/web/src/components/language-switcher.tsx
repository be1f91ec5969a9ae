import { LanguagesIcon } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, currentLanguage } from '../lib/i18n.ts';
import { useModuleOnRequest } from '../lib/use-deferred-module.ts';
import { Button } from './ui/button.tsx';

const loadMenu = () => import('./language-menu.tsx');

/**
 * Lists the interface languages under their own names (English, Русский, Беларуская). The menu's code (Radix) is
 * not needed to draw the page: the button is drawn at once and the menu's code is fetched when the button is
 * hovered, focused or pressed; a press before it is there opens the menu as soon as it is.
 */
export function LanguageSwitcher() {
  // useTranslation re-renders this component when the language changes, so reading it here stays current.
  const { t } = useTranslation();
  const name = LANGUAGE_NAMES[currentLanguage()];
  const [menu, requestMenu] = useModuleOnRequest(loadMenu);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const trigger = (
    <Button
      variant="ghost"
      size="toolbar"
      aria-label={`${t('language.label')}: ${name}`}
      data-testid="language-switcher"
      {...(menu
        ? {}
        : {
            // What the menu's trigger says until it is opened.
            'aria-haspopup': 'menu' as const,
            'aria-expanded': false,
            onClick: () => {
              setPressed(true);
              requestMenu();
            },
            // Escape or moving on (the focus leaves) cancels a press that is still waiting for the menu.
            onKeyDown: (event: KeyboardEvent) => {
              if (event.key === 'Escape') setPressed(false);
            },
            onFocus: () => {
              setFocused(true);
              requestMenu();
            },
            onBlur: () => {
              setFocused(false);
              setPressed(false);
            },
            onPointerEnter: requestMenu,
          })}
    >
      <LanguagesIcon aria-hidden="true" />
      <span className="hidden sm:inline">{name}</span>
    </Button>
  );
  return menu ? <menu.LanguageMenu trigger={trigger} open={pressed} focus={focused} /> : trigger;
}
