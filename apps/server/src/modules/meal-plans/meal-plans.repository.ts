/**
 * Meal plans in the database. Every query that reads or changes one plan is scoped by its owner, so another
 * person's plan is simply not found.
 *
 * A plan's meals and questionnaire are JSON written by whichever version made the plan, so they are read here
 * through the contracts' schemas (`readPlan`) and the rest of the server gets them typed; what is written is
 * already of those types.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { Language } from '@mealplanr/contracts/enums';
import {
  mealSchema,
  storedQuestionnaireSchema,
  type Explanation,
  type Meal,
  type Questionnaire,
} from '@mealplanr/contracts/meal-plans';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { mealPlans, preferences } from '../../db/schema';

type StoredRow = typeof mealPlans.$inferSelect;
/** A plan as the server uses it: its meals and questionnaire read through their schemas. */
export type MealPlanRow = Omit<StoredRow, 'meals' | 'questionnaire'> & {
  meals: Meal[];
  questionnaire: z.infer<typeof storedQuestionnaireSchema>;
};
export type PreferencesRow = typeof preferences.$inferSelect;

export interface NewPlan {
  userId: string;
  startDate: string;
  endDate: string;
  days: number;
  mealsPerDay: number;
  questionnaire: Questionnaire;
  language: Language;
  seed: number;
  generator: 'builtin' | 'llm';
}

const storedMealsSchema = z.array(mealSchema);

/** A stored plan with its JSON checked; a plan no schema can read fails here, not somewhere downstream. */
export function readPlan(row: StoredRow): MealPlanRow {
  return {
    ...row,
    meals: storedMealsSchema.parse(row.meals),
    questionnaire: storedQuestionnaireSchema.parse(row.questionnaire),
  };
}

export class MealPlansRepository {
  constructor(private readonly db: Database) {}

  /** A new plan in status `generating`, with no meals yet. */
  async insertGenerating(plan: NewPlan, tx: Database = this.db): Promise<MealPlanRow> {
    const [row] = await tx
      .insert(mealPlans)
      .values({ ...plan, status: 'generating', meals: [], explanations: [] })
      .returning();
    return readPlan(row!);
  }

  /** Writes all meals and marks the plan ready in one statement: a plan is never seen half written. */
  async markReady(id: string, meals: Meal[], explanations: Explanation[]): Promise<MealPlanRow | undefined> {
    const [row] = await this.db
      .update(mealPlans)
      .set({ status: 'ready', meals, explanations, error: null })
      .where(and(eq(mealPlans.id, id), eq(mealPlans.status, 'generating')))
      .returning();
    return row && readPlan(row);
  }

  async markFailed(id: string, error: string): Promise<void> {
    await this.db
      .update(mealPlans)
      .set({ status: 'failed', error })
      .where(and(eq(mealPlans.id, id), eq(mealPlans.status, 'generating')));
  }

  /** Shows a long generation is alive (see `failInterrupted`). */
  async heartbeat(id: string): Promise<void> {
    await this.db
      .update(mealPlans)
      .set({ updatedAt: new Date() })
      .where(and(eq(mealPlans.id, id), eq(mealPlans.status, 'generating')));
  }

  /**
   * Plans left `generating` by a process that died: all of them (embedded database: this is the only process),
   * or those without a heartbeat since `staleBefore` (PostgreSQL: other processes may still be generating).
   */
  async failInterrupted(staleBefore: Date | null, error: string): Promise<string[]> {
    const rows = await this.db
      .update(mealPlans)
      .set({ status: 'failed', error })
      .where(
        staleBefore
          ? and(eq(mealPlans.status, 'generating'), lt(mealPlans.updatedAt, staleBefore))
          : eq(mealPlans.status, 'generating'),
      )
      .returning({ id: mealPlans.id });
    return rows.map((r) => r.id);
  }

  async remove(id: string): Promise<void> {
    await this.db.delete(mealPlans).where(eq(mealPlans.id, id));
  }

  async findOwned(userId: string, id: string): Promise<MealPlanRow | undefined> {
    const [row] = await this.db
      .select()
      .from(mealPlans)
      .where(and(eq(mealPlans.id, id), eq(mealPlans.userId, userId)));
    return row && readPlan(row);
  }

  async statusOf(id: string): Promise<Pick<MealPlanRow, 'status' | 'error'> | undefined> {
    const [row] = await this.db
      .select({ status: mealPlans.status, error: mealPlans.error })
      .from(mealPlans)
      .where(eq(mealPlans.id, id));
    return row;
  }

  async deleteOwned(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(mealPlans)
      .where(and(eq(mealPlans.id, id), eq(mealPlans.userId, userId)))
      .returning({ id: mealPlans.id });
    return rows.length > 0;
  }

  /**
   * Runs `change` on the owner's plan with the row locked, so two swaps of one plan at once apply one after the
   * other instead of one overwriting the other. `change` returns the new meals and explanations, or undefined
   * to leave the row as it is.
   */
  async updateLocked<T>(
    userId: string,
    id: string,
    change: (row: MealPlanRow) => Promise<{ meals: Meal[]; explanations: Explanation[]; result: T }>,
  ): Promise<{ row: MealPlanRow; result: T } | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(mealPlans)
        .where(and(eq(mealPlans.id, id), eq(mealPlans.userId, userId)))
        .for('update');
      if (!row) return undefined;
      const { meals, explanations, result } = await change(readPlan(row));
      const [updated] = await tx
        .update(mealPlans)
        .set({ meals, explanations })
        .where(eq(mealPlans.id, id))
        .returning();
      return { row: readPlan(updated!), result };
    });
  }

  async preferencesOf(userId: string): Promise<PreferencesRow | undefined> {
    const [row] = await this.db.select().from(preferences).where(eq(preferences.userId, userId));
    return row;
  }
}
