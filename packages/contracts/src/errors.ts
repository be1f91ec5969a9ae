/**
 * The one error shape of the API (docs/architecture.md#api): `{ error: { code, message, details? } }`.
 * `code` is snake_case and stable; the web app maps it to a translated message (`errors.<code>`).
 */
import { z } from 'zod';

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** One invalid field of a request, by its path (e.g. `body.email`). */
export const fieldIssueSchema = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;
