/**
 * The one rule for text people send (every body, query and path string of the API): no control characters.
 * NUL, escape, backspace, DEL, the C1 controls and unpaired UTF-16 surrogates are never text; newline, carriage
 * return and tab are allowed only in a field of several lines, which its schema marks with `multiline()`:
 *
 *   message: multiline(z.string().trim().min(5).max(2000)),
 *
 * The server applies the rule to every request before validation (apps/server/src/plugins/text-hygiene.ts) and
 * answers 400 `invalid_characters`; the mark also appears in the OpenAPI document as `x-multiline: true`.
 */
import { z } from 'zod';

/** The OpenAPI extension keyword that marks a string field as text of several lines. */
export const MULTILINE_KEYWORD = 'x-multiline';

/**
 * Marks a string schema as text of several lines: line breaks and tabs are allowed in it. Apply it last (after
 * `.trim()`, `.max()` …), since zod keeps the mark on this schema only.
 */
export function multiline<T extends z.ZodType>(schema: T): T {
  return schema.meta({ [MULTILINE_KEYWORD]: true }) as T;
}

/** True for a schema `multiline()` marked. */
export function isMultiline(schema: z.ZodType): boolean {
  return z.globalRegistry.get(schema)?.[MULTILINE_KEYWORD] === true;
}

// C0 controls but tab, line feed and carriage return; DEL and the C1 controls; unpaired surrogates.
const NEVER =
  // eslint-disable-next-line no-control-regex -- matching control characters is what this is for
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/;

/**
 * The first character `text` may not contain, written as `U+XXXX`, or undefined when it is fine.
 *
 * @example forbiddenCharacter('milk\u0000', false) // 'U+0000'
 * @example forbiddenCharacter('two\nlines', false) // 'U+000A'
 * @example forbiddenCharacter('two\nlines', true)  // undefined
 */
export function forbiddenCharacter(text: string, allowLineBreaks: boolean): string | undefined {
  const found = NEVER.exec(text) ?? (allowLineBreaks ? null : LINE_BREAKS_AND_TABS.exec(text));
  if (!found) return undefined;
  return `U+${found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}
