/**
 * A person's preferences in the database. Their columns are plain text and JSON, and the enumerations and
 * bounds behind them may have changed since an older version wrote a row, so a row is read here through the
 * contracts' schemas (`readPreferences`): a value that is no longer valid is dropped rather than failing the
 * whole answer. What is written is already of the contracts' types.
 */
import { personalDataSchema, type PersonalData } from '@mealplanr/contracts/energy';
import { cookingSkillSchema, cookingTimeSchema, cuisineSchema, dietaryRestrictionSchema } from '@mealplanr/contracts/enums';
import type { Preferences } from '@mealplanr/contracts/preferences';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { preferences } from '../../db/schema';

type StoredRow = typeof preferences.$inferSelect;
type PersonalColumns = keyof PersonalData;
/** What is saved; personal data left out keep their stored values. */
export type PreferencesValues = Omit<Preferences, 'person' | 'updatedAt'> & Partial<PersonalData>;

export class PreferencesRepository {
  constructor(private readonly db: Database) {}

  async find(userId: string): Promise<Preferences | undefined> {
    const [row] = await this.db.select().from(preferences).where(eq(preferences.userId, userId));
    return row && readPreferences(row);
  }

  /** Inserts or replaces the user's one row of preferences. */
  async save(userId: string, values: PreferencesValues): Promise<Preferences> {
    const [row] = await this.db
      .insert(preferences)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: preferences.userId, set: { ...values, updatedAt: new Date() } })
      .returning();
    if (!row) throw new Error('saving preferences returned no row');
    return readPreferences(row);
  }
}

/** The value if the schema accepts it, else null. */
function valid<T>(schema: z.ZodType<T>, value: unknown): T | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The values of a list the schema accepts (a stored list that is not one reads as empty). */
function validOf<T>(schema: z.ZodType<T>, values: unknown): T[] {
  return (Array.isArray(values) ? values : []).flatMap((value) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A stored row as the API shows it, each value that is no longer valid dropped. */
export function readPreferences(row: StoredRow): Preferences {
  return {
    cuisines: validOf(cuisineSchema, row.cuisines),
    dietaryRestrictions: validOf(dietaryRestrictionSchema, row.dietaryRestrictions),
    cookingSkill: valid(cookingSkillSchema, row.cookingSkill),
    cookingTime: valid(cookingTimeSchema, row.cookingTime),
    excludedIngredients: (Array.isArray(row.excludedIngredients) ? row.excludedIngredients : []).filter(
      (value): value is string => typeof value === 'string',
    ),
    householdSize: row.householdSize,
    calorieTarget: row.calorieTarget,
    person: personOf(row),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored personal data; a value no longer valid (bounds or names changed since) is read as not given. */
export function personOf(row: Pick<StoredRow, PersonalColumns>): PersonalData {
  const { shape } = personalDataSchema;
  return {
    sex: valid(shape.sex, row.sex),
    age: valid(shape.age, row.age),
    heightCm: valid(shape.heightCm, row.heightCm),
    weightKg: valid(shape.weightKg, row.weightKg),
    activityLevel: valid(shape.activityLevel, row.activityLevel),
  };
}
