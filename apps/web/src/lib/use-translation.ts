/**
 * The React side of the translator (lib/translator.ts): `useTranslation()` returns `{ t, i18n }` as
 * react-i18next's did, and the component renders again when the language changes (with a new `t`, so memos and
 * effects that depend on it run again). The app's translator (lib/i18n.ts) unless a TranslationProvider gives
 * another (tests).
 */
import { createContext, createElement, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import appTranslator from './i18n.ts';
import type { TFunction, Translator } from './translator.ts';

const TranslatorContext = createContext<Translator | null>(null);

/** Gives the components inside `translator` instead of the app's. */
export function TranslationProvider({ translator, children }: { translator: Translator; children?: ReactNode }) {
  return createElement(TranslatorContext.Provider, { value: translator }, children);
}

export function useTranslation(): { t: TFunction; i18n: Translator } {
  const translator = useContext(TranslatorContext) ?? appTranslator;
  const language = useSyncExternalStore(
    translator.subscribe,
    () => translator.language,
    () => translator.language,
  );
  return useMemo(() => ({ t: translator.fixedT(language), i18n: translator }), [translator, language]);
}
