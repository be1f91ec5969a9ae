/**
 * Exclusion families: words that stand for a group of ingredients ("nuts" → every tree nut and peanut,
 * "молоко" → all dairy). The table is data (`data/exclusion-families.json`); a family names diet flags
 * and/or ingredient ids, and its words in the three languages.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { normalizeText } from './normalize-text';
import { dataPaths } from './paths';
import { dietFlagSchema, type DietFlag } from './schema';

const wordsSchema = z.array(z.string().min(1)).min(1);

export const exclusionFamilySchema = z
  .object({
    key: z.string().regex(/^[a-z]+(_[a-z]+)*$/),
    words: z.object({ en: wordsSchema, ru: wordsSchema, be: wordsSchema }),
    /** Every ingredient carrying any of these flags belongs to the family. */
    flags: z.array(dietFlagSchema).default([]),
    /** And these ingredients. */
    ids: z.array(z.string()).default([]),
  })
  .refine((f) => f.flags.length + f.ids.length > 0, { message: 'a family needs flags or ids' });
export type ExclusionFamily = z.infer<typeof exclusionFamilySchema>;

export const exclusionFamiliesFileSchema = z.object({
  $comment: z.string().optional(),
  families: z.array(exclusionFamilySchema),
});

export function readExclusionFamilies(path: string = dataPaths().exclusionFamilies): ExclusionFamily[] {
  const parsed = exclusionFamiliesFileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`${path}: ${parsed.error.message}`);
  return parsed.data.families;
}

/** The families whose words include `text` (normalized, so case and ё/е do not matter). */
export function familiesFor(text: string, families: readonly ExclusionFamily[]): ExclusionFamily[] {
  const q = normalizeText(text);
  return families.filter((f) => [...f.words.en, ...f.words.ru, ...f.words.be].some((w) => normalizeText(w) === q));
}

/**
 * Ingredient ids an exclusion word means: the members of every family it names, plus the ingredient it
 * is a name or synonym of. An English plural ("onions") falls back to its singular for the name lookup.
 */
export function expandWithFamilies(
  text: string,
  families: readonly ExclusionFamily[],
  ingredients: readonly { id: string; flags: readonly DietFlag[] }[],
  resolve: (name: string) => string | undefined,
): Set<string> {
  const ids = new Set<string>();
  for (const family of familiesFor(text, families)) {
    for (const ingredient of ingredients) {
      if (family.ids.includes(ingredient.id) || ingredient.flags.some((f) => family.flags.includes(f))) {
        ids.add(ingredient.id);
      }
    }
  }
  const q = normalizeText(text);
  const named = resolve(q) ?? (q.endsWith('es') ? resolve(q.slice(0, -2)) : undefined) ??
    (q.endsWith('s') ? resolve(q.slice(0, -1)) : undefined);
  if (named) ids.add(named);
  return ids;
}
