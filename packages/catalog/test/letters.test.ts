import { describe, expect, it } from 'vitest';
import { readFoodGroups } from '../src/food-groups';
import { forbiddenLetters, letterProblems } from '../src/letter-rule';
import { readIngredientSources, readRecipeSources } from '../src/sources';
import { catalogLetterProblems, localeFiles, localeLetterProblems } from '../src/text-checks';

describe('the letter rule', () => {
  it('finds и, щ, ъ in Belarusian and і, ў in Russian, in either case', () => {
    expect(forbiddenLetters('Смачны амлет з цыбуляй', 'be')).toEqual([]);
    expect(forbiddenLetters('Щи и борщ', 'be')).toEqual(['Щ', 'и', 'щ']);
    expect(forbiddenLetters('Подъезд', 'be')).toEqual(['ъ']);
    expect(forbiddenLetters('Яичница с луком', 'ru')).toEqual([]);
    expect(forbiddenLetters('Бульба і ўсё', 'ru')).toEqual(['і', 'ў']);
  });

  it('names where a nested string breaks it', () => {
    expect(letterProblems({ plans: { title: 'План', steps: ['Добры', 'Плиты'] } }, 'be', 'be.json')).toEqual([
      'be.json plans.steps.1: be text has и: "Плиты"',
    ]);
  });

  it('holds for every Russian and Belarusian text of the catalog', () => {
    const problems = catalogLetterProblems(
      readIngredientSources().items.map((i) => i.value),
      readRecipeSources().items.map((r) => r.value),
      readFoodGroups(),
    );
    expect(problems).toEqual([]);
  });

  it.runIf(localeFiles().length > 0)('holds for the web app translation files present', () => {
    expect(localeLetterProblems()).toEqual([]);
  });
});
