import { describe, expect, it } from 'vitest';
import { GENERATION_TIMEOUT_MS, PROGRESS_MESSAGE_MS, PROGRESS_STEPS, isTimedOut, progressStep } from './generation.ts';

describe('progressStep', () => {
  it('moves through the messages as time passes and rests on the last one', () => {
    expect(progressStep(0)).toBe('preferences');
    expect(progressStep(PROGRESS_MESSAGE_MS)).toBe('recipes');
    expect(progressStep(2 * PROGRESS_MESSAGE_MS + 1)).toBe('calories');
    expect(progressStep(60_000)).toBe(PROGRESS_STEPS.at(-1));
  });

  it('follows the step the generator reports when it is a known one', () => {
    expect(progressStep(0, 'choosing_recipes')).toBe('recipes');
    expect(progressStep(100_000, 'balancing_calories')).toBe('calories');
  });

  it('falls back to the clock for steps it does not know', () => {
    expect(progressStep(PROGRESS_MESSAGE_MS, 'something_new')).toBe('recipes');
  });
});

describe('isTimedOut', () => {
  it('gives up promising after two minutes, not before', () => {
    expect(GENERATION_TIMEOUT_MS).toBe(120_000);
    expect(isTimedOut(1_000, 1_000 + 119_999)).toBe(false);
    expect(isTimedOut(1_000, 1_000 + 120_000)).toBe(true);
  });
});
