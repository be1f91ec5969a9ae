/**
 * A grocery list made from a meal plan follows the reader's language, as the plan page does: the catalog's
 * ingredient names, the catalog meals' titles in "For:" lines and the generated list title ("Groceries Mar 17 – 23")
 * are sent in all three languages, and each screen shows the one it speaks. Only text that is still the catalog's
 * (or the generated title) is offered so: an item someone renamed, an item typed by hand, an AI chef meal's title
 * and a list title someone chose stay exactly as written.
 *
 * Every reader of one list gets the same answer (the live-update stream fans one change out to everybody, the
 * offline copy keeps working after a change of language), so the choice of language is made on screen.
 */
import { loadCatalog } from '@mealplanr/catalog/load';
import { LANGUAGES, type Language } from '@mealplanr/contracts/enums';
import type { LocalizedText } from '@mealplanr/contracts/grocery-lists';

const LIST_TITLE: Record<Language, string> = { en: 'Groceries', ru: 'Покупки', be: 'Пакупкі' };

const dateFormats = new Map<Language, Intl.DateTimeFormat>();
function dateFormat(lang: Language): Intl.DateTimeFormat {
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    dateFormats.set(lang, format);
  }
  return format;
}

/** "Groceries Mar 17 – 23" in `lang`: the title a list made from a plan gets. */
export function listTitleFor(lang: Language, startDate: string, endDate: string): string {
  const format = dateFormat(lang);
  const start = new Date(`${startDate}T00:00:00Z`);
  const end = new Date(`${endDate}T00:00:00Z`);
  const range = startDate === endDate ? format.format(start) : format.formatRange(start, end);
  return `${LIST_TITLE[lang]} ${range}`;
}

const inEveryLanguage = (textIn: (lang: Language) => string): LocalizedText =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, textIn(lang)])) as LocalizedText;

/** The list's title in every language while it is the title made from its week; null once someone named it. */
export function listTitles(title: string, weekStart: string | null, weekEnd: string | null): LocalizedText | null {
  if (!weekStart || !weekEnd) return null;
  const titles = inEveryLanguage((lang) => listTitleFor(lang, weekStart, weekEnd));
  return LANGUAGES.some((lang) => titles[lang] === title) ? titles : null;
}

/**
 * An item's catalog name in every language, for an item that came from a plan and still bears the catalog's name
 * of its ingredient (in any language); null for items typed by hand or renamed.
 */
export function itemNames(name: string, ingredientId: string | null, fromPlan: boolean): LocalizedText | null {
  if (!fromPlan || !ingredientId) return null;
  const ingredient = loadCatalog().ingredientById.get(ingredientId);
  if (!ingredient) return null;
  return LANGUAGES.some((lang) => ingredient.name[lang] === name) ? { ...ingredient.name } : null;
}

/** A catalog meal's title in every language while the "For:" line still shows one of them; null otherwise. */
export function mealTitles(recipeId: string | null, title: string): LocalizedText | null {
  if (!recipeId) return null;
  const recipe = loadCatalog().recipeById.get(recipeId);
  if (!recipe) return null;
  const titles = inEveryLanguage((lang) => recipe.text[lang].title);
  return LANGUAGES.some((lang) => titles[lang] === title) ? titles : null;
}
