/**
 * Why an import failed, as the API reports it: 422 `{ error: { code: 'import_failed', reason, message } }`.
 * Messages are fixed per reason so they never carry a resolved address, a host's internal name or a stack trace.
 */
import type { ImportFailureReason } from '@mealplanr/contracts/recipe-import';

const MESSAGES: Record<ImportFailureReason, string> = {
  bad_url: 'Please give the address of a web page, starting with http:// or https://.',
  blocked_address: 'This address belongs to a private or local network, which recipe import does not visit.',
  too_many_redirects: 'The page sent us on through too many redirects.',
  too_large: 'The page is too large to import (more than 2 MB).',
  too_slow: 'The page took too long to load (more than 10 seconds).',
  not_html: 'The address does not lead to a web page.',
  http_error: 'The site answered with an error.',
  no_recipe: 'We could not find a recipe there.',
  unreachable: 'The site could not be reached.',
};

export class RecipeImportFailure extends Error {
  constructor(
    public readonly reason: ImportFailureReason,
    message: string = MESSAGES[reason],
  ) {
    super(message);
    this.name = 'RecipeImportFailure';
  }
}

export const importFailure = (reason: ImportFailureReason, message?: string) => new RecipeImportFailure(reason, message);
