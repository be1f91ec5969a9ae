/**
 * The interface texts of each language, as their modules hand them over (locales/load-<language>.ts). index.html
 * loads the module of the language in use as a script of its own, beside the app's code: whichever of the two runs
 * first, the texts reach the translator (lib/i18n.ts) during the page's own loading, so the first render waits for no
 * further request and the page's load event comes after it, as it did when English was part of the app's code.
 */
/** A language's texts, as its JSON file holds them (lib/translator.ts reads them). */
type ResourceKey = object;

const provided = new Map<string, ResourceKey>();
const waiting = new Map<string, Array<(texts: ResourceKey) => void>>();

/** Called by a language's module when it runs; hands the texts to whoever waits for them, synchronously. */
export function provideTexts(language: string, texts: ResourceKey): void {
  provided.set(language, texts);
  const callbacks = waiting.get(language) ?? [];
  waiting.delete(language);
  for (const callback of callbacks) callback(texts);
}

/** The texts of `language` if its module has run. */
export function textsOf(language: string): ResourceKey | undefined {
  return provided.get(language);
}

/** Calls `callback` once the texts of `language` are provided (at once if they are). */
export function whenTexts(language: string, callback: (texts: ResourceKey) => void): void {
  const texts = provided.get(language);
  if (texts !== undefined) callback(texts);
  else waiting.set(language, [...(waiting.get(language) ?? []), callback]);
}
