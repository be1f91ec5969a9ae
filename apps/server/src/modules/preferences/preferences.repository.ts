import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preferences } from '../../db/schema';

export type PreferencesRow = typeof preferences.$inferSelect;
type PersonalColumns = 'sex' | 'age' | 'heightCm' | 'weightKg' | 'activityLevel';
/** What is saved; personal data left out keep their stored values. */
export type PreferencesValues = Omit<PreferencesRow, 'userId' | 'createdAt' | 'updatedAt' | PersonalColumns> &
  Partial<Pick<PreferencesRow, PersonalColumns>>;

export class PreferencesRepository {
  constructor(private readonly db: Database) {}

  async find(userId: string): Promise<PreferencesRow | undefined> {
    const [row] = await this.db.select().from(preferences).where(eq(preferences.userId, userId));
    return row;
  }

  /** Inserts or replaces the user's one row of preferences. */
  async save(userId: string, values: PreferencesValues): Promise<PreferencesRow> {
    const [row] = await this.db
      .insert(preferences)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: preferences.userId, set: { ...values, updatedAt: new Date() } })
      .returning();
    if (!row) throw new Error('saving preferences returned no row');
    return row;
  }
}
