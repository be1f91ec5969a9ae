/**
 * AI chef generations run in the background, apart from the request that started them: the person may close
 * the page and come back; the plan's row holds the status (`generating`, then `ready` or `failed`), progress
 * goes out to `/api/meal-plans/:id/events`, and a heartbeat on the row tells other servers the job is alive.
 * The meals are written together with status `ready` in one statement, so no half-written plan is ever seen;
 * any failure leaves the plan `failed` with a message and no meals.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@mealplanr/contracts/enums';
import type { Questionnaire } from '@mealplanr/contracts/meal-plans';
import type { GeneratedPlan } from '@mealplanr/planner/types';
import type { LlmConfig } from '../../config';
import type { Database } from '../../db/client';
import { catalogContext } from '../catalog/catalog-context';
import type { GenerationEvents } from '../meal-plans/generation-events';
import { MealPlansRepository } from '../meal-plans/meal-plans.repository';
import { GENERATION_HEARTBEAT_MS, INTERRUPTED_ERROR } from '../meal-plans/meal-plans.service';
import { ChefModelError, createChefModel, type ChefModel } from './chef-model';
import { writeChefPlan } from './write-chef-plan';

export interface ChefJob {
  planId: string;
  questionnaire: Questionnaire;
  language: Language;
  /** The built-in planner's plan for the same questionnaire. */
  fallback: GeneratedPlan;
}

/** What the meal-plan service needs to hand a plan to the AI chef. */
export interface ChefJobStarter {
  start(job: ChefJob): void;
}

const UNEXPECTED_ERROR = 'The AI chef failed unexpectedly. Please try again.';

export class ChefJobs implements ChefJobStarter {
  private readonly running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  private readonly repository: MealPlansRepository;
  private readonly model: ChefModel;

  constructor(
    private readonly deps: { db: Database; events: GenerationEvents; log: FastifyBaseLogger; config: LlmConfig },
  ) {
    this.repository = new MealPlansRepository(deps.db);
    this.model = createChefModel(deps.config);
  }

  start(job: ChefJob): void {
    const controller = new AbortController();
    const done = this.run(job, controller.signal).finally(() => this.running.delete(job.planId));
    this.running.set(job.planId, { controller, done });
  }

  /** Stops every running generation (server shutting down); each ends `failed` as interrupted. */
  async close(): Promise<void> {
    const jobs = [...this.running.values()];
    for (const job of jobs) job.controller.abort();
    await Promise.allSettled(jobs.map((job) => job.done));
  }

  private async run(job: ChefJob, stop: AbortSignal): Promise<void> {
    const { events, log, config } = this.deps;
    const { planId } = job;
    const heartbeat = setInterval(() => void this.repository.heartbeat(planId).catch(() => {}), GENERATION_HEARTBEAT_MS);
    heartbeat.unref();
    const signal = AbortSignal.any([stop, AbortSignal.timeout(config.timeoutMs)]);
    try {
      const { catalog, index } = catalogContext();
      const { meals, explanations } = await writeChefPlan({
        catalog,
        index,
        questionnaire: job.questionnaire,
        language: job.language,
        fallback: job.fallback,
        model: this.model,
        signal,
        onProgress: (progress) => events.publish(planId, { status: 'generating', ...progress }),
        log: log.child({ planId }),
      });
      const saved = await this.repository.markReady(planId, meals, explanations);
      if (!saved) {
        log.warn({ planId }, 'the AI chef finished a plan that was no longer generating (deleted or failed meanwhile)');
        return;
      }
      events.publish(planId, { status: 'ready' });
    } catch (error) {
      const message =
        error instanceof ChefModelError ? (error.kind === 'aborted' ? INTERRUPTED_ERROR : error.message) : UNEXPECTED_ERROR;
      if (error instanceof ChefModelError) log.warn({ planId, kind: error.kind, err: error.cause }, message);
      else log.error({ err: error, planId }, 'AI chef generation failed');
      await this.repository.markFailed(planId, message).catch((err: unknown) => log.error({ err, planId }, 'could not mark the plan failed'));
      events.publish(planId, { status: 'failed', message });
    } finally {
      clearInterval(heartbeat);
    }
  }
}
