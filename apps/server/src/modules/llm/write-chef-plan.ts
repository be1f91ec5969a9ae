/**
 * One AI chef generation: ask the model for every meal (streaming, so progress can be shown), check each
 * recipe, ask once more for the refused ones (with why they were refused), and fill whatever is still refused
 * with the built-in planner's choice. A failed first request fails the plan (`ChefModelError`); a failed
 * second request only means the built-in planner fills those meals.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Catalog } from '@mealplanr/catalog/load';
import type { IngredientIndex } from '@mealplanr/catalog/ingredient-search';
import type { Language } from '@mealplanr/contracts/enums';
import { mealTypeSchema } from '@mealplanr/contracts/enums';
import type { Explanation, Meal, Questionnaire } from '@mealplanr/contracts/meal-plans';
import type { GeneratedPlan } from '@mealplanr/planner/types';
import { assembleChefPlan, chefSlots, slotKey, type ReplacedSlot } from './chef-meals';
import { ChefModelError, type ChefModel } from './chef-model';
import { chefPrompt, type ChefSlot, type RefusedSlot } from './chef-prompt';
import { withoutHiddenCharacters } from './hidden-characters';
import {
  verificationContext,
  verifyRecipe,
  type CheckedRecipe,
  type RecipeFoodWords,
  type VerificationContext,
} from './verify-recipe';

/** Progress for the events stream: `asking_model` / `asking_again` with recipes written so far, then `checking`, `saving`. */
export interface ChefProgress {
  step: 'asking_model' | 'checking' | 'asking_again' | 'saving';
  done?: number;
  total?: number;
}

export interface ChefPlanRequest {
  catalog: Catalog;
  index: IngredientIndex;
  /** The food-word engine: food words in the recipes' text, and ingredient names in any form. */
  foodWords: RecipeFoodWords;
  questionnaire: Questionnaire;
  language: Language;
  /** The built-in planner's plan for the same questionnaire (every slot's fallback). */
  fallback: GeneratedPlan;
  model: ChefModel;
  /** Ends the model requests (time-out, plan deleted or cancelled, sign-out, server stopping). */
  signal: AbortSignal;
  onProgress: (progress: ChefProgress) => void;
  log: FastifyBaseLogger;
}

/** Reads a recipe's day and meal type loosely, to find its slot before it is checked. */
function slotOf(raw: unknown): ChefSlot | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const { day, mealType } = raw as { day?: unknown; mealType?: unknown };
  if (typeof day !== 'number' || !Number.isInteger(day)) return undefined;
  const known = mealTypeSchema.safeParse(mealType);
  return known.success ? { day, mealType: known.data } : undefined;
}

/** The refused recipe's title, to name it when asking again: the model's own words, without hidden characters. */
const titleOf = (raw: unknown): string | undefined => {
  const title = (raw as { title?: unknown } | null)?.title;
  if (typeof title !== 'string') return undefined;
  const clean = withoutHiddenCharacters(title).trim().slice(0, 120);
  return clean || undefined;
};

/** Checks the answer's recipes for `slots`: the first recipe of each slot counts, the rest are ignored. */
function judge(
  answer: readonly unknown[],
  slots: readonly ChefSlot[],
  ctx: VerificationContext,
  log: FastifyBaseLogger,
): { accepted: Map<string, CheckedRecipe>; refused: RefusedSlot[] } {
  const firstBySlot = new Map<string, unknown>();
  for (const raw of answer) {
    const slot = slotOf(raw);
    if (slot && !firstBySlot.has(slotKey(slot))) firstBySlot.set(slotKey(slot), raw);
  }
  const accepted = new Map<string, CheckedRecipe>();
  const refused: RefusedSlot[] = [];
  for (const slot of slots) {
    const raw = firstBySlot.get(slotKey(slot));
    if (raw === undefined) {
      refused.push({ ...slot, title: undefined, reason: 'missing' });
      continue;
    }
    const verdict = verifyRecipe(raw, slot.mealType, ctx);
    if (verdict.ok) {
      accepted.set(slotKey(slot), verdict.recipe);
    } else {
      // The detail quotes the model's text and the person's words: debug only.
      log.info({ slot: slotKey(slot), reason: verdict.reason }, 'AI chef recipe refused');
      log.debug({ slot: slotKey(slot), detail: verdict.detail }, 'why the AI chef recipe was refused');
      refused.push({ ...slot, title: titleOf(raw), reason: verdict.reason });
    }
  }
  return { accepted, refused };
}

/**
 * The plan's meals and explanations, every meal checked.
 *
 * @throws ChefModelError when the first request fails (unreachable, HTTP error, malformed answer, time-out)
 */
export async function writeChefPlan(request: ChefPlanRequest): Promise<{ meals: Meal[]; explanations: Explanation[] }> {
  const { catalog, questionnaire, language, model, signal, onProgress, log } = request;
  const ctx = verificationContext(catalog, request.index, questionnaire, language, request.foodWords);
  const slots = chefSlots(questionnaire);
  const promptBase = { questionnaire, language, catalog, excludedIds: ctx.excludedIds };

  onProgress({ step: 'asking_model', done: 0, total: slots.length });
  const answer = await model.ask({
    ...chefPrompt({ ...promptBase, slots }),
    stream: true,
    signal,
    onRecipes: (done) => onProgress({ step: 'asking_model', done: Math.min(done, slots.length), total: slots.length }),
  });
  onProgress({ step: 'checking' });
  const first = judge(answer, slots, ctx, log);
  const accepted = first.accepted;
  let replaced: ReplacedSlot[] = first.refused;

  if (first.refused.length > 0) {
    onProgress({ step: 'asking_again', done: 0, total: first.refused.length });
    try {
      // Short and never shown piece by piece: no need to stream it.
      const again = await model.ask({
        ...chefPrompt({ ...promptBase, slots: first.refused, refused: first.refused }),
        stream: false,
        signal,
      });
      const second = judge(again, first.refused, ctx, log);
      for (const [key, recipe] of second.accepted) accepted.set(key, recipe);
      replaced = second.refused;
      onProgress({ step: 'checking' });
    } catch (error) {
      if (error instanceof ChefModelError && error.kind === 'aborted') throw error;
      // The first answer stands; the built-in planner fills the refused meals. The model server's own words (its
      // error body, our prompt inside the request) are for debugging only.
      if (error instanceof ChefModelError) {
        log.warn({ kind: error.kind }, `asking the AI chef again failed (${error.message}); the built-in planner fills the refused meals`);
        log.debug({ err: error.cause }, 'asking the AI chef again failed');
      } else {
        log.error({ err: error }, 'checking the AI chef’s second answer failed; the built-in planner fills the refused meals');
      }
    }
  }

  onProgress({ step: 'saving' });
  return assembleChefPlan({ catalog, questionnaire, language, fallback: request.fallback, accepted, replaced });
}
