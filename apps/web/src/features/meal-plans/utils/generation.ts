/**
 * The wait while a plan is generated: progress messages and a seconds counter for up to two
 * minutes; after that the plan may still be processing and the person is asked to wait and refresh.
 */

/** After this long the wait screen stops promising and offers a refresh instead. */
export const GENERATION_TIMEOUT_MS = 2 * 60_000;

/** How long each progress message stays before the next one (when the server sends no steps of its own). */
export const PROGRESS_MESSAGE_MS = 4_000;

/** Progress messages in the order a plan comes together; the last one stays until the plan is there. */
export const PROGRESS_STEPS = ['preferences', 'recipes', 'calories', 'ingredients', 'finishing'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

/** Steps a generator may report over the events stream, mapped onto our messages. */
const SERVER_STEPS: Record<string, ProgressStep> = {
  queued: 'preferences',
  started: 'preferences',
  reading_preferences: 'preferences',
  preferences: 'preferences',
  choosing_recipes: 'recipes',
  recipes: 'recipes',
  asking_model: 'recipes',
  asking_again: 'recipes',
  balancing_calories: 'calories',
  portions: 'calories',
  calories: 'calories',
  reusing_ingredients: 'ingredients',
  ingredients: 'ingredients',
  checking: 'finishing',
  saving: 'finishing',
  finishing: 'finishing',
};

/**
 * The message to show: the server's own step when it reports a known one, otherwise one that advances with
 * time and then rests on the last.
 *
 * @example progressStep(0) // 'preferences'
 * @example progressStep(9_000) // 'calories'
 * @example progressStep(1_000, 'choosing_recipes') // 'recipes'
 */
export function progressStep(elapsedMs: number, serverStep?: string): ProgressStep {
  const known = serverStep ? SERVER_STEPS[serverStep] : undefined;
  if (known) return known;
  const index = Math.min(PROGRESS_STEPS.length - 1, Math.max(0, Math.floor(elapsedMs / PROGRESS_MESSAGE_MS)));
  return PROGRESS_STEPS[index]!;
}

export function isTimedOut(startedAt: number, now: number): boolean {
  return now - startedAt >= GENERATION_TIMEOUT_MS;
}
