/**
 * Meal plans: generating one from a questionnaire (missing fields from the person's saved preferences), reading,
 * deleting, swapping a meal and exporting a calendar. Plans are snapshots: meals keep the recipe text of the
 * language they were generated in.
 */
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Catalog } from '@mealplanr/catalog/load';
import { hasPersonalData, resolveCalorieTarget } from '@mealplanr/contracts/energy';
import type { Language } from '@mealplanr/contracts/enums';
import {
  planDatesIssue,
  questionnaireSchema,
  type CreateMealPlanBody,
  type Explanation,
  type Meal,
  type MealPlan,
  type MealPlanStatus,
  type MealPlanSummary,
  type Questionnaire,
} from '@mealplanr/contracts/meal-plans';
import type { FieldIssue } from '@mealplanr/contracts/errors';
import { addDays, daysBetween, toIsoDay } from '@mealplanr/planner/dates';
import { generatePlan } from '@mealplanr/planner/generate-plan';
import { swapMeal } from '@mealplanr/planner/swap-meal';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { claimKey, releaseKey, saveAnswer, type IdempotencyRequest } from '../../lib/idempotency';
import { catalogContext } from '../catalog/catalog-context';
import { assertExclusionsUnderstood } from '../catalog/food-word-answers';
import type { ChefJobStarter } from '../llm/chef-jobs';
import { ownUnresolvedNote, planRecipesFor } from '../recipes/plan-recipes';
import { RecipesRepository } from '../recipes/recipes.repository';
import type { GenerationEvents } from './generation-events';
import { buildCalendar } from './ics';
import { personOf } from '../preferences/preferences.repository';
import { groupDays, localizeMeal, snapshotMeal } from './meal-snapshot';
import { MealPlansRepository, type MealPlanRow, type PreferencesRow } from './meal-plans.repository';
import { PlanSummariesReader, planSummary, type KeptSummaries } from './plan-summaries';

/** A generation that has not shown a sign of life for this long belongs to a process that died. */
export const GENERATION_STALE_MS = 60_000;
/** How often a running generation shows it is alive. */
export const GENERATION_HEARTBEAT_MS = 15_000;
export const INTERRUPTED_ERROR = 'The server stopped while this plan was being generated. Please generate it again.';
export const CANCELLED_ERROR = 'The generation was cancelled.';

/** What an Idempotency-Key of a plan's creation keeps as its answer: the plan it made. */
const createdPlanAnswer = z.object({ planId: z.string() });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class MealPlansService {
  readonly repository: MealPlansRepository;
  private readonly recipes: RecipesRepository;
  private readonly summaries: PlanSummariesReader;

  constructor(
    private readonly db: Database,
    private readonly events: GenerationEvents,
    private readonly log: FastifyBaseLogger,
    /** The AI chef; undefined when no model is configured (then only the built-in planner is offered). */
    private readonly chef?: ChefJobStarter,
  ) {
    this.repository = new MealPlansRepository(db);
    this.recipes = new RecipesRepository(db);
    this.summaries = new PlanSummariesReader(db);
  }

  /**
   * Generates and saves a plan. The row exists from the start with status `generating`; its meals are written
   * together with status `ready` in one statement, so a client that goes away or a crash never leaves a
   * half-written plan. A questionnaire nothing fits is answered 422 `plan_infeasible` and nothing is kept.
   * With an Idempotency-Key, a repeated request answers the plan the first one made instead of making another.
   */
  async create(
    userId: string,
    body: CreateMealPlanBody,
    language: Language,
    options: {
      today?: Date;
      idempotency?: IdempotencyRequest;
      /** The session asking: signing out of it stops an AI chef generation it started. */
      sessionId?: string;
    } = {},
  ): Promise<MealPlan> {
    const today = options.today ?? new Date();
    const { index } = catalogContext();
    const generator = body.generator ?? 'builtin';
    // The AI chef writes one recipe per meal and solves its own portions: its plans keep the questionnaire as
    // given (no target filled in) and get no additions (a side, bread or snack), which are the built-in planner's.
    const questionnaire = await this.completeQuestionnaire(userId, body, generator === 'builtin');
    assertExclusionsUnderstood(questionnaire.excludeIngredients, language, body.allowUncheckedExclusions);
    if (generator === 'llm' && !this.chef) {
      throw new AppError(400, 'generator_unavailable', 'The AI chef is not available on this server.');
    }
    // The catalog, the person's own recipes or both, without those marked never to suggest.
    const { catalog, favouriteIds } = await planRecipesFor(this.recipes, userId, questionnaire);
    const startDate = body.startDate ?? toIsoDay(today);
    // The whole plan must lie within the days a date can be written for (checked again with the days from saved
    // preferences or the default, which the body's own check did not know).
    const dateIssue = planDatesIssue(startDate, questionnaire.planDuration);
    if (dateIssue) {
      throw new AppError(400, 'validation_failed', 'The request is not valid.', [{ path: 'body.startDate', message: dateIssue }]);
    }
    const newPlan = {
      userId,
      startDate,
      endDate: addDays(startDate, questionnaire.planDuration - 1),
      days: questionnaire.planDuration,
      mealsPerDay: questionnaire.mealTypes.length,
      questionnaire,
      language,
      seed: crypto.randomInt(0, 2 ** 31 - 1),
      generator,
    };
    const idempotency = options.idempotency;
    let row: MealPlanRow;
    if (idempotency) {
      // The key is tied to the plan's row in one transaction: a retry gets this plan as it is by then.
      const claimed = await this.db.transaction(async (tx) => {
        const prior = await claimKey(tx, idempotency);
        if (prior) return { priorPlanId: createdPlanAnswer.parse(prior.body).planId };
        const inserted = await this.repository.insertGenerating(newPlan, tx);
        const body: z.infer<typeof createdPlanAnswer> = { planId: inserted.id };
        await saveAnswer(tx, idempotency, { statusCode: 201, body });
        return { inserted };
      });
      if (!claimed.inserted) return this.get(userId, claimed.priorPlanId);
      row = claimed.inserted;
    } else {
      row = await this.repository.insertGenerating(newPlan);
    }
    this.events.publish(row.id, { status: 'generating', step: 'choosing_recipes' });
    const heartbeat = setInterval(() => void this.repository.heartbeat(row.id).catch(() => {}), GENERATION_HEARTBEAT_MS);
    heartbeat.unref();
    try {
      const result = generatePlan({ catalog, terms: index, questionnaire, startDate, seed: row.seed, favouriteIds });
      if (!result.ok) {
        await this.repository.remove(row.id);
        // Nothing was made, so a retry with the same key should run again (and say the same).
        if (idempotency) await releaseKey(this.db, idempotency);
        this.events.publish(row.id, { status: 'failed', message: result.reason.message });
        throw new AppError(422, 'plan_infeasible', result.reason.message, result.reason);
      }
      if (generator === 'llm' && this.chef) {
        // The built-in plan is every slot's fallback; the AI chef goes on in the background (answer 202).
        this.chef.start({
          planId: row.id,
          questionnaire,
          language,
          fallback: result.plan,
          recipes: catalog,
          ...(options.sessionId ? { sessionId: options.sessionId } : {}),
        });
        return toMealPlan(row);
      }
      this.events.publish(row.id, { status: 'generating', step: 'saving' });
      const meals = result.plan.days.flatMap((day) =>
        day.meals.map((m) => snapshotMeal(m, catalog, questionnaire.householdSize, language)),
      );
      const saved = await this.repository.markReady(row.id, meals, withOwnNotes(result.plan.explanations, meals, catalog));
      if (!saved) throw new Error(`plan ${row.id} was no longer generating when its meals were ready`);
      this.events.publish(row.id, { status: 'ready' });
      return toMealPlan(saved);
    } catch (error) {
      if (!(error instanceof AppError)) {
        this.log.error({ err: error, planId: row.id }, 'meal plan generation failed');
        await this.repository.markFailed(row.id, 'The planner failed unexpectedly. Please try again.').catch(() => {});
        this.events.publish(row.id, { status: 'failed' });
      }
      throw error;
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** The person's plans, newest first (frozen: see `PlanSummariesReader`). */
  list(userId: string): Promise<KeptSummaries> {
    return this.summaries.read(userId);
  }

  /** One plan; with `language`, its catalog meals are read in that language (see `localizeMeal`). */
  async get(userId: string, id: string, language?: Language): Promise<MealPlan> {
    return toMealPlan(await this.owned(userId, id), language);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!UUID.test(id) || !(await this.repository.deleteOwned(userId, id))) throw planNotFound();
    // An AI chef still writing it stops at once (on another server: when it next looks at the row).
    this.chef?.stop(id, 'deleted');
  }

  /**
   * Stops a generation in progress: the plan ends `failed` as cancelled, and the AI chef's request is aborted at
   * once (on another server, the job sees the row and stops). 409 when the plan is not generating, also when it
   * finished in the meantime.
   */
  async cancel(userId: string, id: string): Promise<MealPlan> {
    const row = await this.owned(userId, id);
    if (row.status !== 'generating') throw conflict('The plan is not being generated.', { status: row.status });
    this.chef?.stop(row.id, 'cancelled');
    await this.repository.markFailed(row.id, CANCELLED_ERROR);
    const after = await this.owned(userId, id);
    if (after.status !== 'failed' || after.error !== CANCELLED_ERROR) {
      throw conflict('The plan is not being generated.', { status: after.status });
    }
    this.events.publish(row.id, { status: 'failed', message: CANCELLED_ERROR });
    return toMealPlan(after);
  }

  /** Replaces one meal (see `swapMeal`); the other meals keep their recipes, that day's portions may change. */
  async swap(userId: string, id: string, mealId: string, language?: Language): Promise<MealPlan> {
    if (!UUID.test(id)) throw planNotFound();
    const { index } = catalogContext();
    // The recipes the plan draws from today (a recipe marked never to suggest since is not offered again), read
    // before the plan is locked: the embedded database has one connection, which the lock's transaction holds.
    const before = await this.owned(userId, id);
    const { catalog, favouriteIds } = await planRecipesFor(
      this.recipes,
      userId,
      before.questionnaire,
      before.status === 'ready' ? before.meals : [],
    );
    const updated = await this.repository.updateLocked(userId, id, async (row) => {
      if (row.status !== 'ready') throw conflict('The plan is not ready yet.', { status: row.status });
      const { questionnaire, meals, language } = row;
      const target = meals.find((m) => m.id === mealId);
      if (!target) throw new AppError(404, 'not_found', 'The plan has no such meal.');
      const result = swapMeal({
        catalog,
        terms: index,
        questionnaire,
        startDate: row.startDate,
        seed: crypto.randomInt(0, 2 ** 31 - 1),
        favouriteIds,
        // An AI chef meal stands in with the built-in planner's recipe for its slot (it is not in the catalog).
        meals: meals.map((m) => ({
          id: m.id,
          dayIndex: daysBetween(row.startDate, m.date),
          mealType: m.mealType,
          recipeId: m.fallbackRecipeId ?? m.recipeId,
          ...(m.addition ? { addition: true } : {}),
        })),
        mealId,
        avoidRecipeIds: target.previousRecipeIds,
      });
      if (!result.ok) {
        if (result.reason.code === 'no_alternative') {
          throw new AppError(422, 'no_alternative', result.reason.message, result.reason);
        }
        throw conflict(result.reason.message, result.reason);
      }
      const byId = new Map(meals.map((m) => [m.id, m]));
      const next = result.plan.days.flatMap((day) =>
        day.meals.map((planned) => {
          const before = byId.get(planned.id);
          // Untouched meals keep their snapshot exactly; re-portioned ones and the new one are taken anew.
          if (before && before.recipeId === planned.recipeId && before.portion === planned.portion) return before;
          // The AI chef's other meals stay as written.
          if (before?.source === 'llm' && planned.id !== mealId) return before;
          const previous =
            planned.id === mealId ? [...target.previousRecipeIds, target.recipeId] : (before?.previousRecipeIds ?? []);
          return snapshotMeal(planned, catalog, questionnaire.householdSize, before?.language ?? language, previous);
        }),
      );
      // The planner's notes describe catalog plans; an AI chef plan keeps its own.
      const chefPlan = meals.some((m) => m.source === 'llm');
      return {
        meals: next,
        explanations: chefPlan ? row.explanations : withOwnNotes(result.plan.explanations, next, catalog),
        result: undefined,
      };
    });
    if (!updated) throw planNotFound();
    return toMealPlan(updated.row, language);
  }

  async calendar(userId: string, id: string, language?: Language): Promise<{ filename: string; body: string }> {
    const row = await this.owned(userId, id);
    if (row.status !== 'ready') throw conflict('The plan is not ready yet.', { status: row.status });
    return {
      filename: `mealplanr-${row.startDate}.ics`,
      body: buildCalendar({
        id: row.id,
        startDate: row.startDate,
        endDate: row.endDate,
        language: language ?? row.language,
        updatedAt: row.updatedAt,
        meals: readMeals(row, language),
      }),
    };
  }

  /** The plan's current status, or undefined when it is gone (deleted, or never generated). */
  async status(id: string): Promise<{ status: MealPlanStatus; error: string | null } | undefined> {
    return this.repository.statusOf(id);
  }

  async owned(userId: string, id: string): Promise<MealPlanRow> {
    const row = UUID.test(id) ? await this.repository.findOwned(userId, id) : undefined;
    if (!row) throw planNotFound();
    return row;
  }

  /** Marks generations of dead processes failed (all of them when `everything`, i.e. embedded database). */
  async failInterrupted(everything: boolean): Promise<string[]> {
    const ids = await this.repository.failInterrupted(
      everything ? null : new Date(Date.now() - GENERATION_STALE_MS),
      INTERRUPTED_ERROR,
    );
    for (const planId of ids) this.events.publish(planId, { status: 'failed', message: INTERRUPTED_ERROR });
    return ids;
  }

  /**
   * The body's fields, then the saved preferences, then the defaults; 400 naming the field if none is valid. Without
   * a target, the built-in planner plans for the person's estimated need (from the personal data sent, else saved)
   * or the reference intake, and the questionnaire says which (`calorieTargetSource`).
   */
  private async completeQuestionnaire(userId: string, body: CreateMealPlanBody, builtin = true): Promise<Questionnaire> {
    const { startDate: _startDate, lang: _lang, generator: _generator, allowUncheckedExclusions: _allow, ...given } = body;
    const saved = await this.repository.preferencesOf(userId);
    const merged = { ...fromPreferences(saved), ...stripUndefined(given) };
    const parsed = questionnaireSchema.safeParse(merged);
    if (!parsed.success) {
      const details: FieldIssue[] = parsed.error.issues.map((issue) => ({
        path: ['body', ...issue.path.map(String)].join('.'),
        message: issue.message,
      }));
      throw new AppError(400, 'validation_failed', 'The request is not valid.', details);
    }
    const q = parsed.data;
    if (!builtin) return { ...q, allowAdditions: false };
    const resolved = resolveCalorieTarget(q.calorieTarget, q.person);
    return { ...q, calorieTarget: resolved.kcal, calorieTargetSource: resolved.source };
  }
}

const planNotFound = () => notFound('There is no such meal plan.');

/** The planner's explanations, plus the note on own recipes with lines not understood, when the meals use any. */
function withOwnNotes(explanations: Explanation[], meals: readonly Meal[], catalog: Catalog): Explanation[] {
  const note = ownUnresolvedNote(
    meals.filter((m) => m.ownRecipe).map((m) => m.recipeId),
    catalog,
  );
  return note ? [...explanations, note] : explanations;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * Saved preferences as questionnaire fields, as stored (the questionnaire's schema checks them with the body's);
 * unset ones (null) are left to the defaults.
 */
function fromPreferences(row: PreferencesRow | undefined): Record<string, unknown> {
  if (!row) return {};
  const out: Record<string, unknown> = {
    cuisines: row.cuisines,
    dietaryRestrictions: row.dietaryRestrictions,
    excludeIngredients: row.excludedIngredients,
    householdSize: row.householdSize,
    calorieTarget: row.calorieTarget,
  };
  if (row.cookingSkill !== null) out.cookingSkill = row.cookingSkill;
  if (row.cookingTime !== null) out.cookingTime = row.cookingTime;
  const person = personOf(row);
  if (hasPersonalData(person)) out.person = person;
  return out;
}

function toSummary(row: MealPlanRow): MealPlanSummary {
  const { mealTypes, householdSize, calorieTarget, calorieTargetSource } = row.questionnaire;
  return planSummary({ ...row, mealTypes, householdSize, calorieTarget, calorieTargetSource });
}

/** The stored meals, read in `language` when one is asked for. */
function readMeals(row: MealPlanRow, language: Language | undefined): Meal[] {
  if (!language) return row.meals;
  const { catalog } = catalogContext();
  return row.meals.map((meal) => localizeMeal(meal, catalog, language));
}

function toMealPlan(row: MealPlanRow, language?: Language): MealPlan {
  const { questionnaire } = row;
  const meals = row.status === 'ready' ? readMeals(row, language) : [];
  return {
    ...toSummary(row),
    language: row.language,
    questionnaire,
    explanations: row.explanations,
    error: row.error,
    plan:
      row.status === 'ready'
        ? groupDays(meals, row.startDate, row.days, questionnaire.mealTypes, questionnaire.calorieTarget)
        : [],
  };
}
