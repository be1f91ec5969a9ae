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

/**
 * The first character `text` may not contain, written as `U+XXXX`, or undefined when it is fine.
 *
 * @example forbiddenCharacter('milk\u0000', false) // 'U+0000'
 * @example forbiddenCharacter('two\nlines', false) // 'U+000A'
 * @example forbiddenCharacter('two\nlines', true)  // undefined
 */
export function forbiddenCharacter(text: string, allowLineBreaks: boolean): string | undefined {
  // A loop rather than a regular expression: unpaired surrogates need look-behind, which older Safari lacks.
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++; // a pair: one character beyond the Basic Multilingual Plane (emoji and the like)
        continue;
      }
      return codePoint(code);
    }
    if (code >= 0xdc00 && code <= 0xdfff) return codePoint(code);
    if (code === 0x09 || code === 0x0a || code === 0x0d) {
      if (!allowLineBreaks) return codePoint(code);
      continue;
    }
    // C0 controls (but tab, line feed and carriage return), DEL and the C1 controls.
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return codePoint(code);
  }
  return undefined;
}

function codePoint(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}
