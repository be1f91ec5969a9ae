/**
 * Dietary preferences: one row per user, replaced as a whole on save. Someone who never saved any gets the
 * defaults (and `updatedAt: null`), so clients never need a special case for "not set yet".
 */
import { activityLevelSchema, personalDataSchema, sexSchema, type PersonalData } from '@mealplanr/contracts/energy';
import {
  cookingSkillSchema,
  cookingTimeSchema,
  cuisineSchema,
  dietaryRestrictionSchema,
  type Language,
} from '@mealplanr/contracts/enums';
import { DEFAULT_PREFERENCES, type Preferences, type preferencesInputSchema } from '@mealplanr/contracts/preferences';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { assertExclusionsUnderstood } from '../catalog/food-word-answers';
import { PreferencesRepository, type PreferencesRow } from './preferences.repository';

type PreferencesInput = z.output<typeof preferencesInputSchema>;

export class PreferencesService {
  private readonly repository: PreferencesRepository;

  constructor(db: Database) {
    this.repository = new PreferencesRepository(db);
  }

  async get(userId: string): Promise<Preferences> {
    const row = await this.repository.find(userId);
    return row ? toPreferences(row) : DEFAULT_PREFERENCES;
  }

  /**
   * Saves them as a whole (the personal data only when sent); excluded words that are no food we know are refused
   * unless kept unchecked.
   */
  async save(userId: string, input: PreferencesInput, language: Language): Promise<Preferences> {
    const { allowUncheckedExclusions, person, ...values } = input;
    assertExclusionsUnderstood(values.excludedIngredients, language, allowUncheckedExclusions);
    return toPreferences(await this.repository.save(userId, { ...values, ...(person ? personColumns(person) : {}) }));
  }
}

/**
 * A stored row as the API shows it. The columns are plain text/jsonb, so a value an older version wrote that
 * is no longer in an enumeration is dropped rather than failing the whole response.
 */
export function toPreferences(row: PreferencesRow): Preferences {
  const keep = <T>(schema: z.ZodType<T>, values: unknown): T[] =>
    (Array.isArray(values) ? values : []).flatMap((value) => {
      const parsed = schema.safeParse(value);
      return parsed.success ? [parsed.data] : [];
    });
  const one = <T>(schema: z.ZodType<T>, value: unknown): T | null => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : null;
  };
  return {
    cuisines: keep(cuisineSchema, row.cuisines),
    dietaryRestrictions: keep(dietaryRestrictionSchema, row.dietaryRestrictions),
    cookingSkill: one(cookingSkillSchema, row.cookingSkill),
    cookingTime: one(cookingTimeSchema, row.cookingTime),
    excludedIngredients: (Array.isArray(row.excludedIngredients) ? row.excludedIngredients : []).filter(
      (value): value is string => typeof value === 'string',
    ),
    householdSize: row.householdSize,
    calorieTarget: row.calorieTarget,
    person: personOf(row),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The personal data as stored columns. */
export function personColumns(person: PersonalData): Pick<PreferencesRow, 'sex' | 'age' | 'heightCm' | 'weightKg' | 'activityLevel'> {
  return {
    sex: person.sex,
    age: person.age,
    heightCm: person.heightCm,
    weightKg: person.weightKg,
    activityLevel: person.activityLevel,
  };
}

/** The stored personal data; a value no longer valid (bounds or names changed since) is read as not given. */
export function personOf(row: Pick<PreferencesRow, 'sex' | 'age' | 'heightCm' | 'weightKg' | 'activityLevel'>): PersonalData {
  const field = <K extends keyof PersonalData>(key: K, value: unknown): PersonalData[K] => {
    const parsed = personalDataSchema.shape[key].safeParse(value ?? null);
    return parsed.success ? (parsed.data as PersonalData[K]) : null;
  };
  return {
    sex: sexSchema.safeParse(row.sex).success ? (row.sex as PersonalData['sex']) : null,
    age: field('age', row.age),
    heightCm: field('heightCm', row.heightCm),
    weightKg: field('weightKg', row.weightKg),
    activityLevel: activityLevelSchema.safeParse(row.activityLevel).success ? (row.activityLevel as PersonalData['activityLevel']) : null,
  };
}
