/**
 * Checks of how each ingredient meets its USDA SR21 row: the row must name the ingredient or carry a `standIn`
 * reason, and an ingredient bought with refuse SR21 does not record must state its edible share.
 */
import type { IngredientSource } from './schema';
import type { FoodDesRow } from './usda';

/** Words of a name that say nothing about which food it is. */
const FILLER_WORDS = new Set([
  'and', 'with', 'the', 'for', 'from', 'fresh', 'raw', 'dried', 'dry', 'ground', 'whole', 'plain', 'canned',
  'tinned', 'jarred', 'bottled', 'frozen', 'sliced', 'chopped', 'diced', 'minced', 'grated', 'shredded', 'cooked',
  'uncooked', 'ready', 'made', 'homemade', 'store', 'bought', 'pack', 'packet', 'pieces', 'piece', 'leaves',
  'leaf', 'large', 'small', 'medium', 'baby', 'mini', 'unsalted', 'salted', 'unsweetened', 'sweetened', 'natural',
  'regular', 'classic', 'style', 'type', 'kind', 'fillet', 'fillets', 'peeled', 'shelled', 'skinless', 'boneless',
]);

const IRREGULAR_PLURALS: Record<string, string> = { leaves: 'leaf', halves: 'half', loaves: 'loaf' };

/**
 * Lower-case words of three letters or more, singular (`tomatoes` → `tomato`, `berries` → `berry`); a hyphenated
 * word counts joined too ("whole-grain" is also "wholegrain").
 */
export function foodWords(text: string): string[] {
  const folded = text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const joined = folded.match(/[a-z]+(?:-[a-z]+)+/g)?.map((w) => w.replace(/-/g, '')) ?? [];
  return [...(folded.match(/[a-z]{3,}/g) ?? []), ...joined].map(
    (w) =>
      IRREGULAR_PLURALS[w] ??
      (w.endsWith('ies') && w.length > 4
        ? `${w.slice(0, -3)}y`
        : /(ch|sh|x|s|o)es$/.test(w) && w.length > 4
          ? w.slice(0, -2)
          : w.endsWith('s') && !w.endsWith('ss') && w.length > 3
            ? w.slice(0, -1)
            : w),
  );
}

/** The words of `name` that tell which food it is. */
export const keyWords = (name: string): string[] => foodWords(name).filter((w) => !FILLER_WORDS.has(w));

/**
 * Whether the USDA description names the ingredient: every key word of at least one of its English names is a
 * word of the description ("chicken breast" in "Chicken, broilers or fryers, breast, meat only, raw"; not
 * "Greek yogurt" in "Yogurt, plain, low fat").
 */
export function rowNamesIngredient(source: Pick<IngredientSource, 'names'>, description: string): boolean {
  const words = new Set(foodWords(description));
  return source.names.en.some((name) => {
    const keys = keyWords(name);
    return keys.length > 0 && keys.every((k) => words.has(k));
  });
}

/** Ingredients whose USDA row does not name them and that carry no `standIn` reason. */
export function standInProblems(
  sources: readonly IngredientSource[],
  foods: ReadonlyMap<string, FoodDesRow>,
): string[] {
  return sources.flatMap((s) => {
    const food = foods.get(s.ndb);
    if (!food || s.standIn || rowNamesIngredient(s, food.longDescription)) return [];
    return [
      `${s.id}: NDB ${s.ndb} "${food.longDescription}" does not name "${s.names.en[0]}": ` +
        'use the right row, or say why it stands in (`standIn.why`, with label values where its figures mislead)',
    ];
  });
}

/** English name words that say the ingredient is bought with bone or shell. */
const WITH_REFUSE = /\b(bone-in|on the bone|with (the )?bones?|in (the |their )?shells?|shell-on|whole (fish|bird)|wings?|drumsticks?|live)\b/i;

/** SR21 rows of molluscs and crustaceans record no refuse, though they are usually sold in the shell. */
const isShellfishRow = (food: FoodDesRow) => /^(Mollusks|Crustaceans),/.test(food.longDescription);

/**
 * Ingredients bought with refuse SR21 does not record: a shellfish row, or a name saying bone or shell, without a
 * stated edible share (`edible`) and without an SR21 refuse percentage.
 */
export function yieldProblems(sources: readonly IngredientSource[], foods: ReadonlyMap<string, FoodDesRow>): string[] {
  return sources.flatMap((s) => {
    const food = foods.get(s.ndb);
    if (!food || s.edible || (food.refusePct ?? 0) > 0) return [];
    if (isShellfishRow(food)) {
      return [
        `${s.id}: SR21 records no refuse for "${food.longDescription}": state the edible share as bought ` +
          '(`edible`: 1 for peeled or cleaned, less in the shell, with its source)',
      ];
    }
    const name = s.names.en.find((n) => WITH_REFUSE.test(n));
    if (name) {
      return [`${s.id}: "${name}" is bought with refuse SR21 does not record here: state the edible share (\`edible\`)`];
    }
    return [];
  });
}
