// Type-checks translation keys against the English file: a typo in t('nav.mealPlanz') fails to compile.
import type en from './locales/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
