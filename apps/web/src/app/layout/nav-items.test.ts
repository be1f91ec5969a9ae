import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, firstWord, isNavItemActive } from './nav-items.ts';

const byKey = (key: string) => NAV_ITEMS.find((item) => item.labelKey === key)!;

describe('navigation items', () => {
  it('mark meal plans active on /dashboard and /meal-plans only', () => {
    const mealPlans = byKey('nav.mealPlans');
    expect(isNavItemActive(mealPlans, '/dashboard')).toBe(true);
    expect(isNavItemActive(mealPlans, '/meal-plans')).toBe(true);
    expect(isNavItemActive(mealPlans, '/meal-plans/42')).toBe(false);
    expect(isNavItemActive(mealPlans, '/grocery-lists')).toBe(false);
  });

  it('match grocery lists and profile by exact path', () => {
    expect(isNavItemActive(byKey('nav.groceryLists'), '/grocery-lists')).toBe(true);
    expect(isNavItemActive(byKey('nav.groceryLists'), '/grocery-lists/1')).toBe(false);
    expect(isNavItemActive(byKey('nav.profile'), '/profile')).toBe(true);
  });

  it('mark recipes active on the recipe browser only', () => {
    const recipes = byKey('recipes.nav');
    expect(isNavItemActive(recipes, '/recipes')).toBe(true);
    expect(isNavItemActive(recipes, '/recipes/new')).toBe(false);
    expect(NAV_ITEMS.map((item) => item.href)).toEqual(['/dashboard', '/grocery-lists', '/recipes', '/profile']);
  });

  it('shorten only meal plans and grocery lists in the bottom bar', () => {
    expect(NAV_ITEMS.filter((item) => item.shortInBottomBar).map((item) => item.labelKey)).toEqual([
      'nav.mealPlans',
      'nav.groceryLists',
    ]);
  });
});

describe('firstWord', () => {
  it('keeps the first word of a label in any of the languages', () => {
    expect(firstWord('Meal plans')).toBe('Meal');
    expect(firstWord('Списки покупок')).toBe('Списки');
    expect(firstWord('Планы харчавання')).toBe('Планы');
    expect(firstWord('Profile')).toBe('Profile');
  });
});
