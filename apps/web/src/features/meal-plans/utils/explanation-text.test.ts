import type { Explanation, InfeasibleReason } from '@mealplanr/contracts/meal-plans';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../testing/translator.ts';
import { explanationText, infeasibleText } from './explanation-text.ts';

const explanation = (code: Explanation['code'], params: Record<string, unknown>): Explanation => ({
  code,
  params,
  message: 'English fallback',
});

describe('explanationText', () => {
  const t = translator('en');

  it('says which meal lacked recipes in the chosen cuisines and how many came from elsewhere', () => {
    const text = explanationText(
      t,
      explanation('cuisine_relaxed', {
        mealType: 'breakfast',
        cuisines: ['mexican'],
        available: 5,
        otherCuisineMeals: 2,
        reason: 'scarcity',
      }),
      'en',
    );
    expect(text).toBe(
      'Breakfast: too few recipes from your cuisines fit your other choices (found: 5), so 2 meals come from other cuisines.',
    );
  });

  it('writes the calorie figures in the language’s number format', () => {
    const params = { target: 2000, dates: ['2025-03-03', '2025-03-04'], lowest: 1700, highest: 1790 };
    expect(explanationText(t, explanation('calories_missed', params), 'en')).toContain(
      '2 days are more than 5% away from the 2,000 kcal target (1,700–1,790 kcal)',
    );
    const russian = explanationText(translator('ru'), explanation('calories_missed', params), 'ru');
    expect(russian.replace(/\u00a0/g, ' ')).toContain('2 дня отличаются от цели 2 000 ккал');
  });

  it('uses the right plural form in Russian and Belarusian', () => {
    const repeats = (repeatCount: number) =>
      explanation('repeats_used', { mealType: 'dinner', available: 3, repeats: repeatCount });
    expect(explanationText(translator('ru'), repeats(1), 'ru')).toContain('1 блюдо повторяется');
    expect(explanationText(translator('ru'), repeats(3), 'ru')).toContain('3 блюда повторяются');
    expect(explanationText(translator('ru'), repeats(5), 'ru')).toContain('5 блюд повторяются');
    expect(explanationText(translator('be'), repeats(2), 'be')).toContain('Вячэра: ');
    expect(explanationText(translator('be'), repeats(2), 'be')).toContain('2 стравы паўтараюцца');
  });

  it('says plainly that an excluded word kept unchecked was not checked, in every language', () => {
    const unknown = explanation('term_unknown', { term: 'shelfish', list: 'exclude' });
    expect(explanationText(t, unknown, 'en')).toBe(
      '“shelfish” is not a food we know, so it was not checked: meals may contain it.',
    );
    expect(explanationText(translator('ru'), unknown, 'ru')).toBe(
      '«shelfish» — неизвестный нам продукт, поэтому он не проверялся: блюда могут его содержать.',
    );
    expect(explanationText(translator('be'), unknown, 'be')).toBe(
      '«shelfish» — невядомы нам прадукт, таму ён не правяраўся: стравы могуць яго ўтрымліваць.',
    );
  });

  it('says that an unknown word to use could not be used', () => {
    const text = explanationText(t, explanation('term_unknown', { term: 'zzz', list: 'include' }), 'en');
    expect(text).toBe('“zzz” is not an ingredient we know, so it could not be used.');
  });

  it('lists unused ingredients with the language’s “and”', () => {
    const text = explanationText(
      translator('be'),
      explanation('include_unused', { terms: ['тофу', 'кіноа'], reason: 'not_available' }),
      'be',
    );
    expect(text).toBe('Ніводны прыдатны рэцэпт не выкарыстоўвае: тофу і кіноа.');
  });

  it('falls back to the English message when the figures it needs are missing', () => {
    expect(explanationText(t, explanation('protein_low', {}), 'en')).toBe('English fallback');
  });
});

describe('explanationText for targets, additions, nutrient goals, eggs and repeats', () => {
  const languages = ['en', 'ru', 'be'] as const;
  const all = (e: Explanation) => languages.map((lng) => explanationText(translator(lng), e, lng).replace(/\u00a0/g, ' '));
  const noFallback = (texts: string[]) => texts.forEach((text) => expect(text).not.toBe('English fallback'));

  it('says the reference intake or the estimate was used when no target was given', () => {
    const [en, ru, be] = all(explanation('calorie_default', { target: 2000, source: 'reference' }));
    expect(en).toContain('the 2,000 kcal reference intake');
    expect(ru).toContain('референсное потребление 2 000 ккал');
    expect(be).toMatch(/рэферэнснае спажыванне 2 ?000 ккал/);
    const estimate = all(explanation('calorie_default', { target: 2760, source: 'estimate', restingKcal: 1780, activityLevel: 'moderate' }));
    expect(estimate[0]).toContain('your estimated need of 2,760 kcal a day (resting need 1,780 kcal');
    noFallback(estimate);
  });

  it('warns about a target below 1,200 kcal or the resting need', () => {
    const floor = all(explanation('target_low', { target: 1100, reason: 'below_floor', floor: 1200, restingKcal: null }));
    expect(floor[0]).toBe('1,100 kcal a day is below 1,200 kcal: hard to meet your nutrient needs with, so best followed with a doctor or dietitian.');
    noFallback(floor);
    const resting = all(explanation('target_low', { target: 1300, reason: 'below_resting', floor: 1200, restingKcal: 1450 }));
    expect(resting[0]).toContain('below your resting need of about 1,450 kcal');
    noFallback(resting);
  });

  it('counts the additions and the days they were added on, with plural forms', () => {
    const [en, ru, be] = all(explanation('additions_used', { count: 5, dates: ['2025-03-03', '2025-03-04', '2025-03-05'], target: 3500 }));
    expect(en).toBe('5 additions (a side, bread or snack) over 3 days help reach 3,500 kcal, so no portion grows beyond what suits the dish.');
    expect(ru).toContain('5 добавок (гарнир, хлеб или перекус) за 3 дня');
    expect(be).toContain('5 дадаткаў (гарнір, хлеб або перакус) за 3 дні');
  });

  it('names each missed nutrient goal with the worst day and the limit', () => {
    const sodium = all(explanation('nutrient_missed', { goal: 'sodium', dates: ['2025-03-03', '2025-03-05'], worst: 2950, limit: 2300 }));
    expect(sodium[0]).toContain('Sodium above 2,300 mg on 2 days (up to 2,950 mg)');
    expect(sodium[1]).toContain('2 дня с натрием выше 2 300 мг (до 2 950 мг)');
    for (const goal of ['sat_fat', 'fibre', 'protein_high', 'keto_net_carbs', 'low_carb_share']) {
      noFallback(all(explanation('nutrient_missed', { goal, dates: ['2025-03-03'], worst: 30, limit: 25 })));
    }
    const protein = all(explanation('protein_low', { dates: ['2025-03-03'], lowestPercent: 8, limit: 10 }));
    expect(protein[0]).toContain('less than 10% of the energy (lowest 8%)');
    // Plans made before the goals said 15 %.
    expect(all(explanation('protein_low', { dates: ['2025-03-03'], lowestPercent: 12 }))[0]).toContain('less than 15%');
  });

  it('says why two meals of a day are egg-based', () => {
    const scarce = all(explanation('egg_meals', { dates: ['2025-03-03'], mealTypes: ['breakfast', 'lunch'], eggFree: 2, reason: 'scarcity' }));
    expect(scarce[0]).toBe('More than one egg-based meal on 1 day: few recipes without egg fit your choices for breakfast and lunch (found: 2).');
    noFallback(scarce);
    noFallback(all(explanation('egg_meals', { dates: ['2025-03-03'], mealTypes: ['dinner', 'snack'], eggFree: 20, reason: 'calories' })));
  });

  it('gives the real reason of a repeat: too few recipes, or too little energy without repeats', () => {
    const short = all(
      explanation('repeats_used', { mealType: 'dinner', available: 40, repeats: 3, reason: 'calories', kcalPerDay: 3100, target: 4500, direction: 'short' }),
    );
    expect(short[0]).toBe(
      'Dinner: 3 meals repeat within a week: without repeats, the recipes that fit your choices (found: 40) hold at most 3,100 kcal a day, short of 4,500 kcal.',
    );
    expect(short[1]).toContain('3 блюда повторяются');
    noFallback(short);
    const additions = all(explanation('repeats_used', { mealType: 'snack', available: 12, repeats: 1, reason: 'scarcity', addition: true }));
    expect(additions[0]).toContain('Additions: few recipes fit your choices (found: 12), so 1 meal repeats');
    noFallback(all(explanation('repeats_used', { mealType: 'lunch', available: 50, repeats: 2, reason: 'balance' })));
  });

  it('says how much the chosen meals can hold when a target cannot be reached', () => {
    const base = { target: 5000, dates: ['2025-03-03'], lowest: 3800, highest: 3800, minKcal: 400, maxKcal: 4100, mealTypes: ['dinner'] };
    const high = all(explanation('calories_missed', { ...base, reason: 'too_high', additions: 3 }));
    expect(high[0]).toBe(
      'The 5,000 kcal target is missed by more than 5% on 1 day (3,800–3,800 kcal): with dinner at the largest portions that suit them and up to 3 additions, a day holds at most 4,100 kcal; choose more meals a day to come closer.',
    );
    noFallback(high);
    noFallback(all(explanation('calories_missed', { ...base, reason: 'too_high', additions: 0 })));
    expect(all(explanation('calories_missed', { ...base, reason: 'additions_off', additions: 0 }))[0]).toContain('allow additions');
    noFallback(all(explanation('calories_missed', { ...base, target: 1000, reason: 'too_low', additions: 0 })));
  });
});

describe('infeasibleText', () => {
  const reason = (params: Record<string, unknown>): InfeasibleReason => ({ code: 'no_recipes', params, message: 'x' });

  it('names the choices that, dropped alone, would let recipes through', () => {
    const text = infeasibleText(
      translator('en'),
      reason({
        mealType: 'breakfast',
        culprits: [
          { kind: 'dietaryRestriction', value: 'keto', wouldLeave: 12 },
          { kind: 'excludeIngredient', value: 'eggs', wouldLeave: 1 },
          { kind: 'cookingTime', value: 'quick', wouldLeave: 0 },
        ],
      }),
      'en',
    );
    expect(text.summary).toBe('Breakfast: no recipe fits all your choices together.');
    expect(text.suggestions).toEqual([
      'Without the “Keto” restriction: 12 recipes would fit',
      'Without excluding “eggs”: 1 recipe would fit',
    ]);
  });

  it('asks to loosen several choices when no single one is enough', () => {
    const text = infeasibleText(
      translator('ru'),
      reason({ mealType: 'snack', culprits: [{ kind: 'dietaryRestriction', value: 'keto', wouldLeave: 0 }] }),
      'ru',
    );
    expect(text.summary).toBe('Перекус: ни один рецепт не подходит под все ваши условия сразу.');
    expect(text.suggestions).toEqual(['Несколько ваших условий вместе исключают все рецепты; ослабьте некоторые из них.']);
  });

  it('says when the catalog simply has no recipes for a meal', () => {
    const text = infeasibleText(
      translator('en'),
      reason({ mealType: 'snack', culprits: [{ kind: 'mealType', value: 'snack', wouldLeave: 0 }] }),
      'en',
    );
    expect(text).toEqual({ summary: 'Snack: there are no recipes for this meal yet.', suggestions: [] });
  });
});

describe('explanationText for the AI chef', () => {
  it('says how many meals the built-in planner had to fill in, and why, in every language', () => {
    const replaced = explanation('llm_replaced', {
      count: 2,
      meals: [
        { date: '2025-06-02', mealType: 'breakfast' },
        { date: '2025-06-03', mealType: 'dinner' },
      ],
      reasons: ['excluded_ingredient', 'dietary_restriction'],
    });
    expect(explanationText(translator('en'), replaced, 'en')).toBe(
      'The AI chef’s recipes for 2 meals did not pass our checks, even when asked again (an excluded ingredient and a broken dietary restriction), so the built-in planner chose them.',
    );
    expect(explanationText(translator('ru'), replaced, 'ru')).toBe(
      'Рецепты ИИ-шефа для 2 блюд не прошли нашу проверку даже со второй попытки (исключённый ингредиент и нарушено ограничение в питании), поэтому их выбрал встроенный планировщик.',
    );
    expect(explanationText(translator('be'), replaced, 'be')).toContain('Рэцэпты ШІ-шэфа для 2 страў');
  });

  it('names the ingredients whose nutrition the AI chef estimated', () => {
    const estimated = explanation('llm_estimated', { count: 1, ingredients: ['dragon fruit', 'yuzu'] });
    expect(explanationText(translator('en'), estimated, 'en')).toBe(
      '1 meal uses ingredients that are not in our catalog (dragon fruit and yuzu); its nutrition is the AI chef’s estimate.',
    );
    const amounts = explanation('llm_estimated', { count: 3, ingredients: [] });
    expect(explanationText(translator('ru'), amounts, 'ru')).toBe(
      'Пищевая ценность 3 блюд — оценка ИИ-шефа: некоторые количества не удалось взвесить.',
    );
  });

  it('falls back to the English message for reasons it does not know', () => {
    const odd = explanation('llm_replaced', { count: 1, reasons: ['cosmic_rays'] });
    expect(explanationText(translator('be'), odd, 'be')).toBe('English fallback');
  });
});

describe('explanationText for own recipes with lines not understood', () => {
  it('names the recipes, quoted the language’s way, and says why they could be planned', () => {
    const one = explanation('own_unresolved', { count: 1, titles: ['Grandma’s stew'] });
    expect(explanationText(translator('en'), one, 'en')).toBe(
      'Your recipe “Grandma’s stew” has ingredient lines we could not read. It was planned because this plan has no dietary restriction or exclusion; those lines are not counted in the figures shown.',
    );
    const two = explanation('own_unresolved', { count: 2, titles: ['Борщ', 'Каша'] });
    expect(explanationText(translator('ru'), two, 'ru')).toContain('В 2 ваших рецептах («Борщ» и «Каша»)');
    expect(explanationText(translator('be'), two, 'be')).toContain('У 2 вашых рэцэптах («Борщ» і «Каша»)');
    expect(explanationText(translator('en'), explanation('own_unresolved', {}), 'en')).toBe('English fallback');
  });
});
