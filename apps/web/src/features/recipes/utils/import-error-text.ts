/** Why an import failed, in words that say what to do; undefined when the server gave no reason. */
import type { TFunction } from '../../../lib/translator.ts';
import { importFailureReason } from '../api/import-recipe.ts';

export function importErrorText(t: TFunction, error: unknown): string | undefined {
  const reason = importFailureReason(error);
  return reason ? t(`recipes.import.reasons.${reason}`) : undefined;
}
