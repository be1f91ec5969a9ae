import { LanguagesIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
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
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  // Escape closes the menu — also one pressed before its code arrived, or in the moment between the menu being
  // drawn and its own keyboard handling being attached (else it would open after the Escape and stay open).
  useEffect(() => {
    if (!open) return;
    const close = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', close, true);
    return () => document.removeEventListener('keydown', close, true);
  }, [open]);
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
              setOpen(true);
              requestMenu();
            },
            onFocus: () => {
              setFocused(true);
              requestMenu();
            },
            // Moving on (the focus leaves) cancels a press that is still waiting for the menu.
            onBlur: () => {
              setFocused(false);
              setOpen(false);
            },
            onPointerEnter: requestMenu,
          })}
    >
      <LanguagesIcon aria-hidden="true" />
      <span className="hidden sm:inline">{name}</span>
    </Button>
  );
  return menu ? <menu.LanguageMenu trigger={trigger} open={open} onOpenChange={setOpen} focus={focused} /> : trigger;
}
