/** Reads the current item out of a 409 `conflict` answer (`error.details.item`), to rebase a change on it. */
import { groceryItemConflictDetailsSchema, type GroceryItem } from '@mealplanr/contracts/grocery-lists';
import { apiErrorSchema } from '@mealplanr/contracts/errors';
import { HttpError } from '../../../lib/api.ts';

export function conflictItemOf(error: unknown): GroceryItem | undefined {
  if (!(error instanceof HttpError) || error.status !== 409 || error.code !== 'conflict') return undefined;
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(error.body));
    if (!parsed.success) return undefined;
    const details = groceryItemConflictDetailsSchema.safeParse(parsed.data.error.details);
    return details.success ? details.data.item : undefined;
  } catch {
    return undefined;
  }
}
