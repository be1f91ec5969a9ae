/**
 * Checks of the ingredient table against the vocabulary (`ingredient-ids.txt`) and of its names: every
 * vocabulary id present once, nothing outside it, and no two ingredients shown under the same name.
 */
import { LANGUAGES } from '@mealplanr/contracts/enums';
import { normalizeText } from './normalize-text';
import type { IngredientSource } from './schema';
import type { VocabularyEntry } from './vocabulary';

export interface VocabularyCheck {
  /** Vocabulary ids with no ingredient entry yet. */
  missing: string[];
  /** Entries whose id is not in the vocabulary (recipes are written against the vocabulary only). */
  unknown: string[];
  /** Entries filed under another category than the vocabulary says (allowed when the txt was wrong). */
  categoryChanges: string[];
}

export function checkVocabulary(
  vocabulary: readonly VocabularyEntry[],
  sources: readonly IngredientSource[],
): VocabularyCheck {
  const byId = new Map(sources.map((s) => [s.id, s]));
  const known = new Set(vocabulary.map((v) => v.id));
  return {
    missing: vocabulary.filter((v) => !byId.has(v.id)).map((v) => v.id),
    unknown: sources.filter((s) => !known.has(s.id)).map((s) => s.id),
    categoryChanges: vocabulary.flatMap((v) => {
      const s = byId.get(v.id);
      return s && s.category !== v.category ? [`${v.id}: ${v.category} → ${s.category}`] : [];
    }),
  };
}

/** Display names two ingredients share in one language: a shopper could not tell them apart. */
export function duplicateDisplayNames(sources: readonly IngredientSource[]): string[] {
  const problems: string[] = [];
  for (const lang of LANGUAGES) {
    const seen = new Map<string, string>();
    for (const s of sources) {
      const name = s.names[lang][0] ?? '';
      const key = normalizeText(name);
      const other = seen.get(key);
      if (other) problems.push(`${lang} display name "${name}" is used by both ${other} and ${s.id}`);
      else seen.set(key, s.id);
    }
  }
  return problems;
}
