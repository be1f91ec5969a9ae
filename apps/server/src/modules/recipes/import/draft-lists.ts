/**
 * A draft's ingredient lines and steps, bounded the same way whatever the recipe was read from (a web page or
 * pasted text), so a draft never holds more than the editor accepts.
 */
import { DRAFT_LINE_MAX, DRAFT_LINES_MAX, DRAFT_STEP_MAX, DRAFT_STEPS_MAX } from '@mealplanr/contracts/recipe-import';
import { cut } from './page-text';

const BULLET = /^[-–—•*▢□☐✓✔]\s*/u;

/** Lines without a leading bullet or tick, trimmed and cut to length; empty ones dropped, the first DRAFT_LINES_MAX kept. */
export function draftIngredientLines(lines: readonly string[]): string[] {
  return lines
    .map((line) => cut(line.replace(BULLET, '').trim(), DRAFT_LINE_MAX))
    .filter(Boolean)
    .slice(0, DRAFT_LINES_MAX);
}

/** Steps cut to length, the first DRAFT_STEPS_MAX kept. */
export function draftSteps(steps: readonly string[]): string[] {
  return steps.map((step) => cut(step, DRAFT_STEP_MAX)).slice(0, DRAFT_STEPS_MAX);
}
