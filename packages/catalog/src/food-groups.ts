/**
 * Food groups: words that stand for many ingredients at once — allergen groups ("tree nuts", "crustaceans",
 * "глютен"), label words ("red meat", "pork products", "nightshades") and everyday families ("beans", "грыбы").
 * The table is data (`data/food-groups.json`). A group's members are every ingredient that contains or may
 * contain one of its allergens, carries one of its diet flags, is listed by id, or belongs to a group it
 * includes — minus the ids it leaves out.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { dataPaths } from './paths';
import { allergenSchema, dietFlagSchema, type CatalogAllergen, type DietFlag, type LabelCheck } from './schema';

const wordsSchema = z.array(z.string().min(1)).min(1);

export const FOOD_GROUP_KINDS = [
  'allergen', // a group of the allergen lists (EU 14, FDA 9) or one kind within one
  'label', // a word of labels and diets: meat, red meat, pork products, animal products, alcohol
  'family', // a kitchen family: beans, nightshades, alliums, citrus, mushrooms
  'diet', // a way of eating typed as an exclusion ("vegan" = animal products): not a food named in a recipe's text
] as const;

export const foodGroupSchema = z
  .object({
    key: z.string().regex(/^[a-z]+(_[a-z]+)*$/),
    kind: z.enum(FOOD_GROUP_KINDS),
    /** The words people type for it; the first of each language is how the group is shown. */
    words: z.object({ en: wordsSchema, ru: wordsSchema, be: wordsSchema }),
    allergens: z.array(allergenSchema).default([]),
    flags: z.array(dietFlagSchema).default([]),
    ids: z.array(z.string()).default([]),
    /** Other groups (by key) whose members all belong to this one. */
    groups: z.array(z.string()).default([]),
    /** Ingredients left out although a flag or allergen would bring them in. */
    exceptIds: z.array(z.string()).default([]),
    /** Said beside the group where it is chosen, e.g. that coconut is not counted as a tree nut. */
    note: z.object({ en: z.string(), ru: z.string(), be: z.string() }).optional(),
  })
  .refine((g) => g.allergens.length + g.flags.length + g.ids.length + g.groups.length > 0, {
    message: 'a group needs allergens, flags, ids or groups',
  });
export type FoodGroup = z.infer<typeof foodGroupSchema>;

export const foodGroupsFileSchema = z.object({
  $comment: z.string().optional(),
  groups: z.array(foodGroupSchema),
});

export function readFoodGroups(path: string = dataPaths().foodGroups): FoodGroup[] {
  const parsed = foodGroupsFileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`${path}: ${parsed.error.message}`);
  return parsed.data.groups;
}

/** What group membership reads of an ingredient. */
export interface GroupableIngredient {
  id: string;
  flags: readonly DietFlag[];
  allergens?: readonly CatalogAllergen[];
  labelCheck?: Pick<LabelCheck, 'mayContain'>;
}

/**
 * Every group's members, by key. A group including an unknown group, or groups including each other in a
 * circle, is an error of the data (thrown, naming it).
 */
export function groupMembers(
  groups: readonly FoodGroup[],
  ingredients: readonly GroupableIngredient[],
): Map<string, ReadonlySet<string>> {
  const byKey = new Map(groups.map((g) => [g.key, g]));
  const done = new Map<string, ReadonlySet<string>>();
  const visiting = new Set<string>();
  const members = (key: string): ReadonlySet<string> => {
    const cached = done.get(key);
    if (cached) return cached;
    const group = byKey.get(key);
    if (!group) throw new Error(`food group "${key}" is included but not defined`);
    if (visiting.has(key)) throw new Error(`food group "${key}" includes itself`);
    visiting.add(key);
    const ids = new Set<string>(group.ids);
    for (const ingredient of ingredients) {
      const allergens = [...(ingredient.allergens ?? []), ...(ingredient.labelCheck?.mayContain ?? [])];
      if (
        ingredient.flags.some((f) => group.flags.includes(f)) ||
        allergens.some((a) => group.allergens.includes(a))
      ) {
        ids.add(ingredient.id);
      }
    }
    for (const inner of group.groups) for (const id of members(inner)) ids.add(id);
    for (const id of group.exceptIds) ids.delete(id);
    visiting.delete(key);
    done.set(key, ids);
    return ids;
  };
  for (const group of groups) members(group.key);
  return done;
}
