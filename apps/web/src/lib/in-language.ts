/**
 * A list made from a meal plan reads in the reader's language: the server sends catalog names, catalog meal
 * titles and the generated list title in every language (null where the text is someone's own), and the screen
 * picks its own. Text people typed reads as typed.
 */
import type { Language } from '@mealplanr/contracts/enums';
import type { LocalizedText } from '@mealplanr/contracts/grocery-lists';

/** `texts` in `language` when the server gave them, else the text as written. */
export function inLanguage(text: string, texts: LocalizedText | null | undefined, language: string): string {
  return texts?.[language as Language] ?? text;
}

/** An item's name as the reader sees it. */
export const itemName = (item: { name: string; names?: LocalizedText | null }, language: string): string =>
  inLanguage(item.name, item.names, language);

/** A list's title as the reader sees it. */
export const listTitle = (list: { title: string; titles?: LocalizedText | null }, language: string): string =>
  inLanguage(list.title, list.titles, language);
