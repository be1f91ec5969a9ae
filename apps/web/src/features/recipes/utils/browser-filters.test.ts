import { describe, expect, it } from 'vitest';
import { filtersToQuery, hasFilters, NO_FILTERS, parseFilters } from './browser-filters.ts';

describe('recipe browser filters in the address', () => {
  it('read back what they wrote', () => {
    const filters = {
      ...NO_FILTERS,
      q: 'soup',
      mealType: 'dinner' as const,
      diet: 'vegan' as const,
      cuisine: 'italian' as const,
      maxMinutes: 30,
      difficulty: 'beginner' as const,
      source: 'mine' as const,
      favouritesOnly: true,
    };
    expect(parseFilters(filtersToQuery(filters).toString())).toEqual(filters);
  });

  it('write nothing for no filter at all', () => {
    expect(filtersToQuery(NO_FILTERS).toString()).toBe('');
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, q: '  ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, favouritesOnly: true })).toBe(true);
  });

  it('drop values that are not among the choices', () => {
    expect(parseFilters('mealType=brunch&diet=carnivore&maxMinutes=17&source=theirs&favouritesOnly=yes')).toEqual(NO_FILTERS);
  });
});
