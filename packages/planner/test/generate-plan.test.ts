import { describe, expect, it } from 'vitest';
import { generatePlan } from '../src/generate-plan';
import type { GeneratedPlan, PlanResult } from '../src/types';
import { catalog, makeCatalog, request, terms } from './fixtures';
import { hardViolations, pools, repeatFreePossible, repeats } from './oracles';
import type { QuestionnaireInput } from '@mealplanr/contracts/meal-plans';
import { questionnaireSchema } from '@mealplanr/contracts/meal-plans';

function planOf(result: PlanResult): GeneratedPlan {
  if (!result.ok) throw new Error(`expected a plan, got ${result.reason.message}`);
  return result.plan;
}

const plan = (input: QuestionnaireInput, seed = 1) => planOf(generatePlan(request(input, seed)));
const meals = (p: GeneratedPlan) => p.days.flatMap((d) => d.meals);
/** The chosen meals, without the additions. */
const mainMeals = (p: GeneratedPlan) => meals(p).filter((m) => !m.addition);
const recipeOf = (id: string) => catalog.recipeById.get(id)!;
const ingredientIdsOf = (p: GeneratedPlan) => new Set(meals(p).flatMap((m) => recipeOf(m.recipeId).ingredients.map((i) => i.id)));

describe('generatePlan', () => {
  it('plans every day of the duration with each chosen meal, dated from the start day', () => {
    const p = plan({ planDuration: 3, mealTypes: ['snack', 'breakfast', 'dinner'], allowAdditions: false });
    expect(p.startDate).toBe('2025-03-14');
    expect(p.endDate).toBe('2025-03-16');
    expect(p.days.map((d) => d.date)).toEqual(['2025-03-14', '2025-03-15', '2025-03-16']);
    for (const day of p.days) {
      // The questionnaire schema orders meals as in a day.
      expect(day.meals.map((m) => m.mealType)).toEqual(['breakfast', 'dinner', 'snack']);
      expect(day.meals.map((m) => m.id)).toEqual(['breakfast', 'dinner', 'snack'].map((t) => `${day.date}-${t}`));
    }
  });

  it('adds sides, breads or snacks after the meals when the chosen meals cannot carry the target', () => {
    const p = plan({ planDuration: 7, mealTypes: ['lunch', 'dinner'], calorieTarget: 4200 });
    expect(p.metrics.additions).toBeGreaterThan(0);
    for (const day of p.days) {
      expect(day.withinTarget).toBe(true);
      expect(day.meals.slice(0, 2).map((m) => m.mealType)).toEqual(['lunch', 'dinner']);
      const additions = day.meals.slice(2);
      expect(additions.every((m) => m.addition && m.mealType === 'snack')).toBe(true);
      expect(additions.map((m) => m.id)).toEqual(additions.map((_, k) => `${day.date}-addition-${k + 1}`));
    }
    expect(p.explanations).toContainEqual(expect.objectContaining({ code: 'additions_used', params: expect.objectContaining({ target: 4200 }) }));
    // Not when the questionnaire does not allow them: the note says how much the meals can hold instead.
    const without = plan({ planDuration: 3, mealTypes: ['dinner'], calorieTarget: 4200, allowAdditions: false });
    expect(without.metrics.additions).toBe(0);
    const missed = without.explanations.find((e) => e.code === 'calories_missed')!;
    expect(missed.params).toMatchObject({ reason: 'additions_off', mealTypes: ['dinner'], additions: 0 });
    expect(missed.params.maxKcal).toBeLessThan(4200 * 0.95);
  });

  // A one-day vegetarian keto plan at 4,600 kcal: the richest breakfasts are also lunches, and the day reaches the
  // window only with one of them at breakfast and the next richest lunch at lunch — a move of two meals at once.
  it('reaches a high target that needs the recipe of one meal moved to another meal of the day', () => {
    const input: QuestionnaireInput = {
      planDuration: 1,
      calorieTarget: 4600,
      dietaryRestrictions: ['vegetarian', 'keto'],
      cookingSkill: 'beginner',
      cookingTime: 'quick',
      mealTypes: ['breakfast', 'lunch', 'dinner', 'snack'],
    };
    const missed = [876245431, ...Array.from({ length: 30 }, (_, i) => i + 1)].filter(
      (seed) => !plan(input, seed).days.every((day) => day.withinTarget),
    );
    expect(missed).toEqual([]);
  });

  it('keeps every day within 5 % of the target', () => {
    for (const calorieTarget of [1500, 2000, 2800]) {
      const p = plan({ planDuration: 7, calorieTarget, mealTypes: ['breakfast', 'lunch', 'dinner', 'snack'] });
      for (const day of p.days) {
        const kcal = day.meals.reduce((sum, m) => sum + recipeOf(m.recipeId).nutrition.kcal * m.portion, 0);
        expect(Math.abs(kcal - calorieTarget) / calorieTarget).toBeLessThanOrEqual(0.05);
        expect(day.withinTarget).toBe(true);
      }
      expect(p.metrics.daysWithinTarget).toBe(7);
    }
  });

  it('keeps portions within what suits each dish, in quarter steps when they reach the target', () => {
    const p = plan({ planDuration: 7, calorieTarget: 2200 });
    const q = questionnaireSchema.parse({ planDuration: 7, calorieTarget: 2200 });
    expect(hardViolations(p, q, catalog, terms)).toEqual([]);
    for (const m of meals(p)) {
      expect(m.portion).toBeGreaterThanOrEqual(0.5);
      expect(m.portion).toBeLessThanOrEqual(3);
      expect(Math.round(m.portion * 20)).toBeCloseTo(m.portion * 20, 9);
    }
    const quarters = meals(p).filter((m) => Number.isInteger(m.portion * 4)).length;
    expect(quarters / meals(p).length).toBeGreaterThan(0.8);
  });

  it('plans for the 2,000 kcal reference intake without a target or personal data, and says so', () => {
    const p = plan({ planDuration: 3 });
    expect(p.target).toEqual({ kcal: 2000, source: 'reference', restingKcal: null });
    expect(p.days.every((d) => d.withinTarget === true)).toBe(true);
    expect(p.explanations).toContainEqual(expect.objectContaining({ code: 'calorie_default', params: { target: 2000, source: 'reference' } }));
  });

  it("plans for the person's estimated need without a target, and warns about a target below the resting need", () => {
    // Mifflin–St Jeor: 10 × 80 + 6.25 × 180 − 5 × 30 + 5 = 1,780 kcal resting; × 1.55 (moderate) = 2,759 → 2,760.
    const person = { sex: 'male', age: 30, heightCm: 180, weightKg: 80, activityLevel: 'moderate' } as const;
    const p = plan({ planDuration: 2, person });
    expect(p.target).toEqual({ kcal: 2760, source: 'estimate', restingKcal: 1780 });
    expect(p.days.every((d) => d.withinTarget === true)).toBe(true);
    expect(p.explanations).toContainEqual(
      expect.objectContaining({ code: 'calorie_default', params: { target: 2760, source: 'estimate', restingKcal: 1780, activityLevel: 'moderate' } }),
    );
    expect(p.explanations.map((e) => e.code)).not.toContain('target_low');
    const low = plan({ planDuration: 2, person, calorieTarget: 1500 });
    expect(low.explanations).toContainEqual(
      expect.objectContaining({ code: 'target_low', params: { target: 1500, reason: 'below_resting', floor: 1200, restingKcal: 1780 } }),
    );
    const veryLow = plan({ planDuration: 2, calorieTarget: 1100 });
    expect(veryLow.explanations).toContainEqual(expect.objectContaining({ code: 'target_low', params: expect.objectContaining({ reason: 'below_floor' }) }));
  });

  it('never plans an excluded ingredient, through families and names in all three languages', () => {
    const nuts = plan({ planDuration: 7, excludeIngredients: ['nuts'], mealTypes: ['breakfast', 'lunch', 'dinner', 'snack'] });
    const used = ingredientIdsOf(nuts);
    for (const id of ['almonds', 'walnuts', 'peanut-butter', 'almond-butter']) expect(used.has(id)).toBe(false);
    for (const m of meals(nuts)) expect(recipeOf(m.recipeId).flags).not.toContain('tree_nut');

    for (const word of ['молоко', 'малако', 'milk']) {
      const p = plan({ planDuration: 5, excludeIngredients: [word] });
      for (const m of meals(p)) expect(recipeOf(m.recipeId).flags, `${word}: ${m.recipeId}`).not.toContain('dairy');
    }
    const eggs = plan({ planDuration: 5, excludeIngredients: ['яйкі'] });
    expect(ingredientIdsOf(eggs).has('egg')).toBe(false);
  });

  it('never gives a quick cook a dish over 30 minutes, nor a beginner a harder one', () => {
    const p = plan({ planDuration: 7, cookingTime: 'quick', cookingSkill: 'beginner' });
    for (const m of meals(p)) {
      expect(recipeOf(m.recipeId).totalMinutes).toBeLessThanOrEqual(30);
      expect(recipeOf(m.recipeId).difficulty).toBe('beginner');
    }
    const moderate = plan({ planDuration: 7, cookingTime: 'moderate' });
    for (const m of meals(moderate)) expect(recipeOf(m.recipeId).totalMinutes).toBeLessThanOrEqual(60);
  });

  it('honours every dietary restriction, also at larger portions', () => {
    const input = { planDuration: 7, dietaryRestrictions: ['low_sodium', 'vegetarian'], calorieTarget: 3200 } satisfies QuestionnaireInput;
    const p = plan(input);
    const q = questionnaireSchema.parse(input);
    expect(hardViolations(p, q, catalog, terms)).toEqual([]);
    for (const m of meals(p)) {
      const r = recipeOf(m.recipeId);
      expect(r.diets).toEqual(expect.arrayContaining(['low_sodium', 'vegetarian']));
      expect(r.nutrition.sodiumMg * m.portion).toBeLessThanOrEqual(500 + 1e-9);
    }
  });

  it('uses the ingredients the person asked for', () => {
    const p = plan({ planDuration: 7, includeIngredients: ['chicken breast', 'нут'] });
    const used = ingredientIdsOf(p);
    expect(used.has('chicken-breast')).toBe(true);
    expect(used.has('chickpeas') || used.has('chickpeas-canned')).toBe(true);
    expect(p.explanations.filter((e) => e.code === 'include_unused')).toEqual([]);
  });

  it('prefers the chosen cuisines', () => {
    const p = plan({ planDuration: 7, cuisines: ['italian'], mealTypes: ['lunch', 'dinner'] });
    const italian = mainMeals(p).filter((m) => recipeOf(m.recipeId).cuisine === 'italian').length;
    // Most meals: a day over the sodium or saturated-fat goal may take a dish of another cuisine, and the plan says so.
    expect(italian / mainMeals(p).length).toBeGreaterThanOrEqual(0.75);
    if (italian < mainMeals(p).length) {
      expect(p.explanations).toContainEqual(expect.objectContaining({ code: 'cuisine_relaxed', params: expect.objectContaining({ reason: 'balance' }) }));
    }
  });

  it('repeats no recipe within 7 days when the catalog has enough', () => {
    const p = plan({ planDuration: 14, mealTypes: ['breakfast', 'lunch', 'dinner', 'snack'], calorieTarget: 2000 });
    expect(repeats(p)).toBe(0);
    expect(p.metrics.repeats).toBe(0);
  });

  it('finds a week without repeats when there are barely enough recipes for one', () => {
    // 10 vegan lunches and 9 dinners a beginner can make in an hour without tomato: 14 meals a week fit only
    // one way round. Found by the property tests (seed 4 once ended with a dish twice in five days). The catalog
    // grows, so the case is rebuilt: the fewest fitting recipes (in catalog order) that still allow such a week.
    const tight: QuestionnaireInput = {
      cookingSkill: 'beginner',
      cookingTime: 'moderate',
      planDuration: 10,
      excludeIngredients: ['tomato'],
      dietaryRestrictions: ['vegan'],
      householdSize: 6,
      mealTypes: ['lunch', 'dinner'],
    };
    const q = questionnaireSchema.parse(tight);
    const fitting = new Set(pools(q, catalog, terms).flat());
    const chosen: typeof catalog.recipes[number][] = [];
    let small = makeCatalog(catalog.ingredients, chosen);
    for (const recipe of catalog.recipes.filter((r) => fitting.has(r))) {
      chosen.push(recipe);
      small = makeCatalog(catalog.ingredients, chosen);
      if (repeatFreePossible(q, pools(q, small, terms))) break;
    }
    expect(repeatFreePossible(q, pools(q, small, terms))).toBe(true);
    for (const seed of [1, 4, 11, 12]) {
      const p = planOf(generatePlan({ catalog: small, terms, questionnaire: q, startDate: '2025-03-14', seed }));
      expect(repeats(p)).toBe(0);
      expect(p.explanations.map((e) => e.code)).not.toContain('repeats_used');
    }
  });

  it('returns the same plan for the same seed, and another for another seed', () => {
    const input = { planDuration: 7, calorieTarget: 2100, cuisines: ['mexican', 'asian'] } satisfies QuestionnaireInput;
    expect(plan(input, 7)).toEqual(plan(input, 7));
    expect(meals(plan(input, 7)).map((m) => m.recipeId)).not.toEqual(meals(plan(input, 8)).map((m) => m.recipeId));
  });

  it('buys fewer distinct ingredients than a random plan of the same constraints', () => {
    const input = { planDuration: 7, mealTypes: ['breakfast', 'lunch', 'dinner', 'snack'], calorieTarget: 2000 } satisfies QuestionnaireInput;
    const p = plan(input);
    const q = questionnaireSchema.parse(input);
    const candidatePools = pools(q, catalog, terms);
    let randomDistinct = 0;
    let state = 12345;
    const next = () => (state = (state * 1103515245 + 12345) % 2147483648);
    for (let round = 0; round < 20; round++) {
      const bought = new Set<string>();
      for (let d = 0; d < 7; d++) {
        for (const pool of candidatePools) {
          const r = pool[next() % pool.length]!;
          for (const i of r.ingredients) if (!catalog.ingredientById.get(i.id)!.pantry) bought.add(i.id);
        }
      }
      randomDistinct += bought.size / 20;
    }
    expect(p.metrics.distinctIngredients).toBeLessThan(randomDistinct * 0.8);
  });
});

describe('explanations on the real catalog', () => {
  it('says which words it does not know', () => {
    const p = plan({ planDuration: 1, excludeIngredients: ['unobtainium'], includeIngredients: ['moon cheese'] });
    expect(p.explanations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'term_unknown', params: { term: 'unobtainium', list: 'exclude' } }),
        expect.objectContaining({ code: 'term_unknown', params: { term: 'moon cheese', list: 'include' } }),
      ]),
    );
  });
});

describe('infeasible questionnaires', () => {
  it('returns a typed result naming the culprit instead of breaking a hard constraint', () => {
    const result = generatePlan(request({ dietaryRestrictions: ['keto', 'low_fat'], mealTypes: ['dinner'] }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason.code).toBe('no_recipes');
    expect(result.reason.params.mealType).toBe('dinner');
    const culprits = result.reason.params.culprits as { kind: string; value: string; wouldLeave: number }[];
    expect(culprits.map((c) => c.value).sort()).toEqual(['keto', 'low_fat']);
    expect(culprits.every((c) => c.kind === 'dietaryRestriction' && c.wouldLeave > 0)).toBe(true);
    expect(result.reason.message).toMatch(/^No dinner fits all your choices\. Without the (keto|low-fat) restriction there would be \d+ recipes/);
  });
});
