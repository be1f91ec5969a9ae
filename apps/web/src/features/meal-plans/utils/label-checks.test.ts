import { readFileSync } from 'node:fs';
import type { LabelCheck } from '@mealplanr/contracts/food-words';
import { describe, expect, it } from 'vitest';
import be from '../../../locales/be.json';
import en from '../../../locales/en.json';
import ru from '../../../locales/ru.json';
import { translator } from '../../../testing/translator.ts';
import { allergenName, hiddenAnimalName, labelCheckDetails, visibleLabelChecks } from './label-checks.ts';

/**
 * The codes the catalog names (packages/catalog/src/schema.ts), read as text: the web app never imports the
 * catalog, yet every code it may send must have words in all three languages.
 */
function catalogCodes(list: 'ALLERGENS' | 'HIDDEN_ANIMAL_PRODUCTS'): string[] {
  const schema = readFileSync(new URL('../../../../../../packages/catalog/src/schema.ts', import.meta.url), 'utf8');
  const body = new RegExp(`export const ${list} = \\[([\\s\\S]*?)\\] as const;`).exec(schema)?.[1];
  if (!body) throw new Error(`${list} not found in the catalog schema`);
  return [...body.replace(/\/\/.*$/gm, '').matchAll(/'([a-z_]+)'/g)].map((m) => m[1]!);
}

const curryPaste: LabelCheck = {
  ingredientId: 'thai-curry-paste',
  name: 'Thai curry paste',
  mayContain: ['crustaceans', 'fish'],
  animal: ['shrimp_paste', 'fish_sauce'],
};

describe('label checks', () => {
  it('name every allergen and hidden animal product of the catalog in English, Russian and Belarusian', () => {
    const allergens = catalogCodes('ALLERGENS');
    const animal = catalogCodes('HIDDEN_ANIMAL_PRODUCTS');
    expect(allergens).toContain('pine_nut');
    expect(animal).toContain('carmine');
    for (const locale of [en, ru, be]) {
      expect(Object.keys(locale.allergens).sort()).toEqual([...allergens].sort());
      expect(Object.keys(locale.hiddenAnimal).sort()).toEqual([...animal].sort());
    }
  });

  it('say what to look for on the label', () => {
    expect(labelCheckDetails(translator('en'), curryPaste)).toBe(
      'may contain crustaceans, fish; may hide shrimp paste, fish sauce',
    );
    expect(labelCheckDetails(translator('ru'), curryPaste)).toBe(
      'может содержать: ракообразные, рыба; может скрывать: креветочная паста, рыбный соус',
    );
    expect(labelCheckDetails(translator('be'), curryPaste)).toBe(
      'можа ўтрымліваць: ракападобныя, рыба; можа хаваць: крэветачная паста, рыбны соус',
    );
  });

  it('leave out the half with nothing in it, and show a code the app has no words for readably', () => {
    const t = translator('en');
    expect(labelCheckDetails(t, { ...curryPaste, animal: [] })).toBe('may contain crustaceans, fish');
    expect(labelCheckDetails(t, { ...curryPaste, mayContain: [] })).toBe('may hide shrimp paste, fish sauce');
    expect(allergenName(t, 'new_allergen')).toBe('new allergen');
    expect(hiddenAnimalName(t, 'animal_rennet')).toBe('animal rennet');
  });

  it('show each ingredient once, and only when there is something to check', () => {
    const empty = { ...curryPaste, ingredientId: 'water', mayContain: [], animal: [] };
    expect(visibleLabelChecks([curryPaste, empty, { ...curryPaste }])).toEqual([curryPaste]);
    expect(visibleLabelChecks(undefined)).toEqual([]);
  });
});
