/**
 * Small, valid source entries for tests that need a catalog of their own (real schema, real USDA facts),
 * so the derivation rules can be checked on figures worked out by hand.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIngredientFacts, serializeFacts, type FactsFile } from '../src/ingredient-facts';
import {
  ingredientSourceSchema,
  recipeSourceSchema,
  type IngredientSource,
  type RecipeSource,
} from '../src/schema';
import { readUsda } from '../src/usda';

export const INGREDIENTS: IngredientSource[] = [
  {
    id: 'egg',
    ndb: '01123',
    category: 'dairy',
    flags: ['animal', 'egg'],
    names: { en: ['egg', 'eggs'], ru: ['яйцо', 'яйца'], be: ['яйка', 'яйкі'] },
    measures: { piece: { usda: 'large' } },
    purchase: { kind: 'box', grams: 500 },
    shelfLifeDays: 28,
  },
  {
    id: 'spinach',
    ndb: '11457',
    category: 'produce',
    flags: [],
    names: { en: ['spinach'], ru: ['шпинат'], be: ['шпінат'] },
    purchase: { kind: 'bag', grams: 200 },
    shelfLifeDays: 5,
  },
  {
    id: 'olive-oil',
    ndb: '04053',
    category: 'pantry',
    flags: [],
    names: { en: ['olive oil'], ru: ['оливковое масло'], be: ['аліўкавы алей'] },
    liquid: true,
    purchase: { kind: 'bottle', grams: 500 },
    shelfLifeDays: 365,
    pantry: true,
  },
  {
    id: 'salt',
    ndb: '02047',
    category: 'pantry',
    flags: [],
    names: { en: ['salt'], ru: ['соль'], be: ['соль'] },
    purchase: { kind: 'pack', grams: 1000 },
    shelfLifeDays: 3650,
    pantry: true,
  },
  {
    id: 'bread-white',
    ndb: '18069',
    category: 'bakery',
    flags: ['gluten', 'grain'],
    names: { en: ['white bread'], ru: ['белый хлеб'], be: ['белы хлеб'] },
    measures: { piece: { usda: 'slice, large' } },
    purchase: { kind: 'pack', grams: 500 },
    shelfLifeDays: 5,
  },
].map((i) => ingredientSourceSchema.parse(i));

const text = (title: string) => ({
  title,
  description: `${title}, made at home in a few minutes.`,
  steps: ['Prepare everything first.', 'Cook until done and serve.'],
});

export function recipe(overrides: Partial<RecipeSource> & Pick<RecipeSource, 'id' | 'ingredients'>): RecipeSource {
  return recipeSourceSchema.parse({
    cuisine: 'mediterranean',
    mealTypes: ['breakfast'],
    difficulty: 'beginner',
    activeMinutes: 10,
    totalMinutes: 15,
    servings: 2,
    en: text('Spinach omelette'),
    ru: { title: 'Омлет со шпинатом', description: 'Нежный омлет со шпинатом на завтрак.', steps: ['Взбейте яйца.', 'Обжарьте и подавайте.'] },
    be: { title: 'Амлет са шпінатам', description: 'Пяшчотны амлет са шпінатам на сняданак.', steps: ['Узбейце яйкі.', 'Абсмажце і падавайце.'] },
    ...overrides,
  });
}

export const OMELETTE = recipe({
  id: 'test-spinach-omelette',
  ingredients: [
    { id: 'egg', amount: 4, unit: 'piece' },
    { id: 'spinach', amount: 100, unit: 'g' },
    { id: 'olive-oil', amount: 1, unit: 'tbsp' },
    { id: 'salt', amount: 0.25, unit: 'tsp' },
  ],
});

export function factsFor(sources: readonly IngredientSource[]): FactsFile {
  const build = buildIngredientFacts(sources, readUsda(), new Set());
  if (build.problems.length > 0) throw new Error(build.problems.join('\n'));
  return build.facts;
}

/** A data directory holding these sources and their facts, as `loadCatalog` reads it. */
export function writeDataDir(ingredients: readonly IngredientSource[], recipes: readonly unknown[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-'));
  mkdirSync(join(dir, 'ingredients'));
  mkdirSync(join(dir, 'recipes'));
  writeFileSync(join(dir, 'ingredients', 'test.json'), JSON.stringify(ingredients));
  writeFileSync(join(dir, 'recipes', 'test-1.json'), JSON.stringify(recipes));
  writeFileSync(join(dir, 'ingredient-facts.json'), serializeFacts(factsFor(ingredients)));
  return dir;
}
