/**
 * The summaries `GET /api/meal-plans` lists: the plan's own columns and four questionnaire answers, read in the
 * database. A plan's meals (tens of kB of JSON each) are never read for the list.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { MealPlanSummary } from '@mealplanr/contracts/meal-plans';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { mealPlans } from '../../db/schema';

const answers = mealPlans.questionnaire;

const summariesQuery = preparedPerDatabase((db: Database) =>
  db
    .select({
      id: mealPlans.id,
      status: mealPlans.status,
      startDate: mealPlans.startDate,
      endDate: mealPlans.endDate,
      days: mealPlans.days,
      mealsPerDay: mealPlans.mealsPerDay,
      generator: mealPlans.generator,
      createdAt: mealPlans.createdAt,
      mealTypes: sql<MealPlanSummary['mealTypes'] | null>`${answers}->'mealTypes'`,
      householdSize: sql<number | null>`${answers}->'householdSize'`,
      calorieTarget: sql<number | null>`${answers}->'calorieTarget'`,
      calorieTargetSource: sql<MealPlanSummary['calorieTargetSource'] | null>`${answers}->'calorieTargetSource'`,
    })
    .from(mealPlans)
    .where(eq(mealPlans.userId, sql.placeholder('userId')))
    .orderBy(desc(mealPlans.createdAt), desc(mealPlans.id))
    .prepare('meal_plan_summaries'),
);

/** The person's plans, newest first. */
export async function listPlanSummaries(db: Database, userId: string): Promise<MealPlanSummary[]> {
  const rows = await summariesQuery(db).execute({ userId });
  return rows.map(planSummary);
}

/** What a summary is made of: the plan's columns and the questionnaire answers it shows. */
export interface PlanSummaryFields {
  id: string;
  status: MealPlanSummary['status'];
  startDate: string;
  endDate: string;
  days: number;
  mealsPerDay: number;
  generator: MealPlanSummary['generator'];
  createdAt: Date;
  mealTypes?: MealPlanSummary['mealTypes'] | null | undefined;
  householdSize?: number | null | undefined;
  calorieTarget?: number | null | undefined;
  calorieTargetSource?: MealPlanSummary['calorieTargetSource'] | null | undefined;
}

/** A plan's summary, as the list and the plan itself give it. */
export function planSummary(row: PlanSummaryFields): MealPlanSummary {
  return {
    id: row.id,
    status: row.status,
    startDate: row.startDate,
    endDate: row.endDate,
    days: row.days,
    mealsPerDay: row.mealsPerDay,
    mealTypes: row.mealTypes ?? [],
    householdSize: row.householdSize ?? 1,
    calorieTarget: row.calorieTarget ?? null,
    ...(row.calorieTargetSource ? { calorieTargetSource: row.calorieTargetSource } : {}),
    createdAt: row.createdAt.toISOString(),
    generator: row.generator,
  };
}
