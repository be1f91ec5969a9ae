/**
 * AI chef generations run in the background, apart from the request that started them: the person may close
 * the page and come back; the plan's row holds the status (`generating`, then `ready` or `failed`), progress
 * goes out to `/api/meal-plans/:id/events`, and a heartbeat on the row tells other servers the job is alive.
 * The meals are written together with status `ready` in one statement, so no half-written plan is ever seen;
 * any failure leaves the plan `failed` with a message and no meals.
 *
 * Every generation ends by `LLM_TIMEOUT_MS` at the latest, whatever the model server does: the time limit aborts
 * the model requests (first request, its retry, asking again), and should anything still hang on, the job gives up
 * waiting a moment later. It also stops at once when its plan goes away:
 * - the plan is deleted, or cancelled (`POST /api/meal-plans/:id/cancel`) — `stop(planId, …)`;
 * - the session that started it signs out — `onSessionEnded`;
 * - the server stops — `close()`.
 * Across servers the row and the session table are the truth: while it runs, the job looks every couple of
 * seconds whether its row is still `generating` and its session still alive, and stops if not; and it writes its
 * meals only on a row that is still `generating`.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Catalog } from '@mealplanr/catalog/load';
import { catalogFoodWords } from '@mealplanr/catalog/food-words/engine';
import type { Language } from '@mealplanr/contracts/enums';
import type { Questionnaire } from '@mealplanr/contracts/meal-plans';
import type { GeneratedPlan } from '@mealplanr/planner/types';
import type { LlmConfig } from '../../config';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';
import { onSessionEnded } from '../auth/session-events';
import { catalogContext } from '../catalog/catalog-context';
import type { GenerationEvents } from '../meal-plans/generation-events';
import { MealPlansRepository } from '../meal-plans/meal-plans.repository';
import { GENERATION_HEARTBEAT_MS, INTERRUPTED_ERROR } from '../meal-plans/meal-plans.service';
import { ChefModelError, createChefModel, type ChefModel, type ChefModelOptions } from './chef-model';
import type { RecipeFoodWords } from './verify-recipe';
import { writeChefPlan } from './write-chef-plan';

export interface ChefJob {
  planId: string;
  questionnaire: Questionnaire;
  language: Language;
  /** The built-in planner's plan for the same questionnaire. */
  fallback: GeneratedPlan;
  /**
   * The recipes that plan was made from (the person's own among them, see `planRecipesFor`); the catalog when
   * left out. Its meals are looked up here.
   */
  recipes?: Catalog;
  /** The session that started it; signing out of it stops the generation. */
  sessionId?: string;
}

/** Why a generation was stopped before it finished (the time limit aside). */
export type ChefStopReason = 'deleted' | 'cancelled' | 'signed_out' | 'shutdown';

/** What the meal-plan service needs to hand a plan to the AI chef, and to take it back. */
export interface ChefJobStarter {
  start(job: ChefJob): void;
  /** Stops the plan's generation at once, if it runs in this process. */
  stop(planId: string, reason: ChefStopReason): void;
}

const UNEXPECTED_ERROR = 'The AI chef failed unexpectedly. Please try again.';
export const SIGNED_OUT_ERROR = 'The AI chef stopped because you signed out. Please generate the plan again.';

/** How often a running generation looks at its row and its session (for changes made by other servers). */
export const CHEF_WATCH_MS = 2_000;
/** How long past the time limit the job still waits for an aborted request to wind down before it gives up on it. */
const ABORT_GRACE_MS = 1_000;

class StoppedError extends Error {
  constructor(readonly reason: ChefStopReason) {
    super(`the AI chef was stopped: ${reason}`);
    this.name = 'StoppedError';
  }
}

interface RunningJob {
  controller: AbortController;
  sessionId: string | undefined;
  done: Promise<void>;
}

export class ChefJobs implements ChefJobStarter {
  private readonly running = new Map<string, RunningJob>();
  private readonly repository: MealPlansRepository;
  private readonly model: ChefModel;
  private readonly foodWords: RecipeFoodWords;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly deps: {
      db: Database;
      events: GenerationEvents;
      log: FastifyBaseLogger;
      config: LlmConfig;
      model?: ChefModelOptions;
    },
  ) {
    this.repository = new MealPlansRepository(deps.db);
    this.model = createChefModel(deps.config, deps.model);
    // Built now (a second or two), not inside the first generation's time limit.
    this.foodWords = catalogFoodWords();
    this.unsubscribe = onSessionEnded((sessionId) => {
      for (const [planId, job] of this.running) if (job.sessionId === sessionId) this.stop(planId, 'signed_out');
    });
  }

  start(job: ChefJob): void {
    const controller = new AbortController();
    const { sessionId } = job;
    const done = this.run(job, controller, sessionId).finally(() => this.running.delete(job.planId));
    this.running.set(job.planId, { controller, sessionId, done });
  }

  stop(planId: string, reason: ChefStopReason): void {
    const job = this.running.get(planId);
    if (job && !job.controller.signal.aborted) job.controller.abort(new StoppedError(reason));
  }

  /** Stops every running generation (server shutting down); each ends `failed` as interrupted. */
  async close(): Promise<void> {
    this.unsubscribe();
    const jobs = [...this.running.entries()];
    for (const [planId] of jobs) this.stop(planId, 'shutdown');
    await Promise.allSettled(jobs.map(([, job]) => job.done));
  }

  private async run(job: ChefJob, controller: AbortController, sessionId: string | undefined): Promise<void> {
    const { events, log, config } = this.deps;
    const { planId } = job;
    const { signal } = controller;
    const heartbeat = setInterval(() => void this.repository.heartbeat(planId).catch(() => {}), GENERATION_HEARTBEAT_MS);
    heartbeat.unref();
    const watch = setInterval(() => void this.watch(planId, sessionId).catch(() => {}), CHEF_WATCH_MS);
    watch.unref();
    // The time limit: aborts the model requests, whatever they are doing...
    const limit = setTimeout(
      () => controller.abort(new DOMException(`The AI chef did not finish within ${config.timeoutMs} ms.`, 'TimeoutError')),
      config.timeoutMs,
    );
    // ...and should something not heed the abort, the job stops waiting for it a moment later.
    let giveUp: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      giveUp = setTimeout(() => reject(timeoutError(config.timeoutMs)), config.timeoutMs + ABORT_GRACE_MS);
    });
    try {
      const { index } = catalogContext();
      const catalog = job.recipes ?? catalogContext().catalog;
      const work = writeChefPlan({
        catalog,
        index,
        foodWords: this.foodWords,
        questionnaire: job.questionnaire,
        language: job.language,
        fallback: job.fallback,
        model: this.model,
        signal,
        onProgress: (progress) => {
          if (!signal.aborted) events.publish(planId, { status: 'generating', ...progress });
        },
        log: log.child({ planId }),
      });
      const { meals, explanations } = await Promise.race([work, deadline]);
      // Stopped meanwhile (deleted, cancelled, signed out, shutting down): nothing more is written. A time-out
      // during the second request leaves the first answer standing (see `writeChefPlan`), so that is saved.
      if (signal.reason instanceof StoppedError) throw signal.reason;
      // Written only on a row still `generating`: a plan deleted or cancelled on another server stays as it is.
      const saved = await this.repository.markReady(planId, meals, explanations);
      if (!saved) {
        log.info({ planId }, 'the AI chef finished a plan that was no longer generating (deleted or cancelled meanwhile)');
        return;
      }
      events.publish(planId, { status: 'ready' });
    } catch (error) {
      await this.fail(planId, stopReasonOf(signal) ?? error);
    } finally {
      clearInterval(heartbeat);
      clearInterval(watch);
      clearTimeout(limit);
      clearTimeout(giveUp);
    }
  }

  /** Ends the plan as the error or stop says (a deleted or cancelled plan is left to whoever did that). */
  private async fail(planId: string, error: unknown): Promise<void> {
    const { events, log } = this.deps;
    let message: string;
    if (error instanceof StoppedError) {
      log.info({ planId, reason: error.reason }, 'AI chef generation stopped');
      if (error.reason === 'deleted' || error.reason === 'cancelled') return;
      message = error.reason === 'signed_out' ? SIGNED_OUT_ERROR : INTERRUPTED_ERROR;
    } else if (error instanceof ChefModelError) {
      message = error.message;
      // The model server's message and body, and our prompt inside the request: debug level only.
      log.warn({ planId, kind: error.kind }, `AI chef generation failed: ${message}`);
      log.debug({ planId, err: error.cause }, 'AI chef generation failed');
    } else {
      message = UNEXPECTED_ERROR;
      log.error({ err: error, planId }, 'AI chef generation failed');
    }
    await this.repository.markFailed(planId, message).catch((err: unknown) => log.error({ err, planId }, 'could not mark the plan failed'));
    events.publish(planId, { status: 'failed', message });
  }

  /** Stops the generation when another server deleted or cancelled its plan, or its session ended. */
  private async watch(planId: string, sessionId: string | undefined): Promise<void> {
    const job = this.running.get(planId);
    if (!job || job.controller.signal.aborted) return;
    const row = await this.repository.statusOf(planId);
    if (!row) return this.stop(planId, 'deleted');
    // Cancelled, or failed by another server's sweep: either way someone else has said how it ended.
    if (row.status !== 'generating') return this.stop(planId, 'cancelled');
    if (sessionId) {
      const [live] = await this.deps.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())));
      if (!live) this.stop(planId, 'signed_out');
    }
  }
}

const timeoutError = (timeoutMs: number) =>
  new ChefModelError('timeout', `The AI chef did not finish within ${Math.round(timeoutMs / 1000)} seconds.`);

/** The stop that ended the job, if one did (a stop wins over whatever error it caused on its way). */
const stopReasonOf = (signal: AbortSignal): StoppedError | undefined =>
  signal.reason instanceof StoppedError ? signal.reason : undefined;
