/**
 * The translated message for a failed grocery request: the grocery screens' own texts for their error codes
 * (`grocery.errors.<code>`: list full, already a member …), the app-wide ones otherwise.
 */
import i18n from '../../../lib/i18n.ts';
import type en from '../../../locales/en.json';
import { HttpError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-message.ts';

type GroceryErrorKey = `grocery.errors.${keyof (typeof en)['grocery']['errors']}`;

export function groceryErrorMessage(error: unknown): string {
  if (error instanceof HttpError && error.code) {
    const key = `grocery.errors.${error.code}` as GroceryErrorKey;
    if (i18n.exists(key)) return i18n.t(key as 'grocery.errors.conflict');
  }
  return errorMessage(error);
}
