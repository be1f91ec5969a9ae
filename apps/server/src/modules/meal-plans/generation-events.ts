/**
 * Progress of plan generation inside this process, for the event stream. Another process's generation is seen
 * through the database instead (the stream polls the plan's status), so nothing here is needed for correctness
 * when several servers run: it only makes the common case instant.
 */
import { EventEmitter } from 'node:events';
import type { MealPlanEvent } from '@mealplanr/contracts/meal-plans';

export class GenerationEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per open stream; many people may watch their generations at once.
    this.emitter.setMaxListeners(0);
  }

  publish(planId: string, event: MealPlanEvent): void {
    this.emitter.emit(planId, event);
  }

  /** Calls `listener` for each event of the plan until the returned function is called. */
  subscribe(planId: string, listener: (event: MealPlanEvent) => void): () => void {
    this.emitter.on(planId, listener);
    return () => this.emitter.off(planId, listener);
  }
}
