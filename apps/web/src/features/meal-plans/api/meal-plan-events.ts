/**
 * `GET /api/meal-plans/:id/events`: server-sent progress of a plan that is still `generating`. Each event's
 * data is a `MealPlanEvent` ({ status, step?, message? }); the stream ends once the plan is ready or failed.
 */
import { mealPlanEventSchema, type MealPlanEvent } from '@mealplanr/contracts/meal-plans';
import { mealPlanUrl } from './get-meal-plan.ts';

export const mealPlanEventsUrl = (id: string) => `${mealPlanUrl(id)}/events`;

/** Reads one event's data; anything that is not a progress event is ignored (`undefined`). */
export function parseMealPlanEvent(data: unknown): MealPlanEvent | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const parsed = mealPlanEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined; // a heartbeat or comment, not JSON
  }
}

/**
 * Opens the stream and calls `onEvent` for every progress event until the plan is finished or `close()` is
 * called. `onLost` is called when the browser gives up reconnecting (EventSource retries by itself before that).
 */
export function subscribeToMealPlanEvents(
  id: string,
  onEvent: (event: MealPlanEvent) => void,
  onLost: () => void,
): () => void {
  const source = new EventSource(mealPlanEventsUrl(id), { withCredentials: true });
  const handle = (message: MessageEvent) => {
    const event = parseMealPlanEvent(message.data);
    if (!event) return;
    onEvent(event);
    if (event.status !== 'generating') source.close();
  };
  // Unnamed events arrive as "message"; a server may also name them after the status.
  source.addEventListener('message', handle);
  for (const name of ['progress', 'status', 'generating', 'ready', 'failed']) source.addEventListener(name, handle);
  source.addEventListener('error', () => {
    if (source.readyState === EventSource.CLOSED) onLost();
  });
  return () => source.close();
}
