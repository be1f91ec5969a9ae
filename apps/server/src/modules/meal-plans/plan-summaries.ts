/**
 * The summaries `GET /api/meal-plans` lists: the plan's own columns and four questionnaire answers, read in the
 * database. A plan's meals (tens of kB of JSON each) are never read for the list.
 *
 * What a person last read is kept with a fingerprint of their plan rows (how many, and the sum of each row's
 * `xmin`, the transaction that wrote it): asking again costs one small aggregate, and the kept answer — already
 * written and compressed (`sendUnchanging`) — is sent when nothing changed. Any insert or update gives a row a
 * newer `xmin` and any delete lowers the count, whichever process or tool wrote it, so no writer has to
 * remember to announce a change.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { MealPlanSummary } from '@mealplanr/contracts/meal-plans';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { mealPlans } from '../../db/schema';

const answers = mealPlans.questionnaire;

/** The rows' fingerprint, as below: `<count>:<sum of xmin>`. */
const rowVersion = sql<string>`${sql.identifier('meal_plans')}.xmin::text`;

const summariesQuery = preparedPerDatabase((db: Database) =>
  db
    .select({
      rowVersion,
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

const fingerprintQuery = preparedPerDatabase((db: Database) =>
  db
    .select({
      count: sql<number>`count(*)::int`,
      sum: sql<string>`coalesce(sum(${rowVersion}::bigint), 0)::text`,
    })
    .from(mealPlans)
    .where(eq(mealPlans.userId, sql.placeholder('userId')))
    .prepare('meal_plan_summaries_fingerprint'),
);

/** A frozen answer: sent again as it was written while it is the one kept (see `sendUnchanging`). */
export type KeptSummaries = readonly Readonly<MealPlanSummary>[];

/** Each person's plan summaries as last read, while their plan rows stay as they were. */
export class PlanSummariesReader {
  /** In the order last read: the first is the one let go when there are too many. */
  private readonly kept = new Map<string, { fingerprint: string; summaries: KeptSummaries }>();

  constructor(
    private readonly db: Database,
    private readonly maxPeople = 500,
  ) {}

  /** The person's plans, newest first. */
  async read(userId: string): Promise<KeptSummaries> {
    const kept = this.kept.get(userId);
    if (kept) {
      const [now] = await fingerprintQuery(this.db).execute({ userId });
      if (now && `${now.count}:${now.sum}` === kept.fingerprint) {
        this.keep(userId, kept);
        return kept.summaries;
      }
    }
    // Rows and fingerprint from one statement, so the fingerprint is that of exactly these rows.
    const rows = await summariesQuery(this.db).execute({ userId });
    const sum = rows.reduce((total, row) => total + BigInt(row.rowVersion), 0n);
    const summaries = Object.freeze(rows.map((row) => Object.freeze(planSummary(row))));
    this.keep(userId, { fingerprint: `${rows.length}:${sum}`, summaries });
    return summaries;
  }

  private keep(userId: string, entry: { fingerprint: string; summaries: KeptSummaries }): void {
    this.kept.delete(userId);
    this.kept.set(userId, entry);
    if (this.kept.size > this.maxPeople) this.kept.delete(this.kept.keys().next().value!);
  }
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
