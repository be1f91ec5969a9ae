/**
 * Which of the product's languages a recipe is written in. The letters decide: Belarusian writes ў and і and never
 * и, щ or ъ; Russian the other way round; Latin letters are taken as English. A page's `lang` attribute only
 * breaks a tie, since themes often leave it at their own default.
 */
import type { Language } from '@mealplanr/contracts/enums';

export function guessLanguage(text: string, pageLang?: string): Language {
  const latin = count(text, /[a-z]/gi);
  const cyrillic = count(text, /[\u0400-\u04ff]/g);
  const declared = declaredLanguage(pageLang);
  if (cyrillic > latin) {
    const belarusian = count(text, /[ўЎіІ]/g);
    const russian = count(text, /[иИщЩъЪ]/g);
    if (belarusian > russian) return 'be';
    if (russian > belarusian) return 'ru';
    return declared === 'be' ? 'be' : 'ru';
  }
  if (latin > 0) return 'en';
  return declared ?? 'en';
}

function declaredLanguage(lang: string | undefined): Language | undefined {
  const primary = (lang ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'en' || primary === 'ru' || primary === 'be' ? primary : undefined;
}

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}
