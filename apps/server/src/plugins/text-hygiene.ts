/**
 * One rule for every text input (packages/contracts/src/text.ts), applied in one place: before any route
 * validates its request, every string of the body, the query and the path parameters — object keys included — is
 * checked. A control character (NUL, escape, DEL …) or an unpaired surrogate is refused with 400
 * `invalid_characters`, and so are line breaks and tabs except in fields the route's schema marks `multiline()`.
 * Nothing reaches the database that PostgreSQL would refuse (a NUL used to be a 500) or that would be stored
 * invisibly.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { FieldIssue } from '@mealplanr/contracts/errors';
import { forbiddenCharacter, isMultiline } from '@mealplanr/contracts/text';
import { AppError } from '../lib/app-error';

export const INVALID_CHARACTERS_MESSAGE =
  'Text may not contain control characters (such as NUL), and line breaks or tabs only where several lines are allowed.';

interface Problem {
  path: string[];
  character: string;
}

/** A zod schema as far as this walk needs it (zod 4's `_zod.def`). */
type Walked = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional', 'success']);

export function registerTextHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return; // the web app's pages and files take no text
    const schema = request.routeOptions.schema as
      | { body?: unknown; querystring?: unknown; params?: unknown }
      | undefined;
    const parts: Array<[string, unknown, unknown]> = [
      ['body', request.body, schema?.body],
      ['querystring', request.query, schema?.querystring],
      ['params', request.params, schema?.params],
    ];
    const issues: FieldIssue[] = [];
    for (const [part, value, partSchema] of parts) {
      const problem = findProblem(asZod(partSchema), value, []);
      if (problem) issues.push(issueOf(part, problem));
    }
    if (issues.length) throw invalidCharacters(issues);
  });
}

function invalidCharacters(issues: FieldIssue[]): AppError {
  return new AppError(400, 'invalid_characters', INVALID_CHARACTERS_MESSAGE, issues);
}

function issueOf(part: string, problem: Problem): FieldIssue {
  const where = [part, ...problem.path].join('.');
  const lineBreak = ['U+000A', 'U+000D', 'U+0009'].includes(problem.character);
  return {
    path: where,
    message: lineBreak
      ? `must be one line: no line breaks or tabs (${problem.character})`
      : `must not contain control characters (${problem.character})`,
  };
}

function asZod(schema: unknown): Walked | undefined {
  return typeof schema === 'object' && schema !== null && '_zod' in schema ? (schema as Walked) : undefined;
}

/**
 * The first string in `value` that breaks the rule, walking `schema` alongside to learn which strings may have
 * several lines. Without a schema (or past its end) every string is held to one line.
 */
function findProblem(schema: Walked | undefined, value: unknown, path: string[], multilineAbove = false): Problem | undefined {
  let current = schema;
  let multiline = multilineAbove;
  // Wrappers (optional, default, pipe …) can each carry the mark.
  for (let guard = 0; current && guard < 32; guard++) {
    if (isMultiline(current)) multiline = true;
    const def = current._zod.def;
    if (WRAPPERS.has(def.type)) current = asZod(def.innerType);
    else if (def.type === 'pipe') current = asZod(def.in);
    else if (def.type === 'lazy') current = asZod((def.getter as () => unknown)());
    else break;
  }
  const def = current?._zod.def;

  if (typeof value === 'string') {
    const character = forbiddenCharacter(value, multiline);
    return character ? { path, character } : undefined;
  }
  if (def?.type === 'union') {
    // Fine when one of the options accepts it; otherwise report what the first option found.
    const options = (def.options as unknown[]).map(asZod);
    let first: Problem | undefined;
    for (const option of options) {
      const problem = findProblem(option, value, path, multiline);
      if (!problem) return undefined;
      first ??= problem;
    }
    return first;
  }
  if (def?.type === 'intersection') {
    return findProblem(asZod(def.left), value, path, multiline) ?? findProblem(asZod(def.right), value, path, multiline);
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const itemSchema =
        def?.type === 'array'
          ? asZod(def.element)
          : def?.type === 'tuple'
            ? asZod((def.items as unknown[])[index] ?? def.rest)
            : undefined;
      const problem = findProblem(itemSchema, item, [...path, String(index)]);
      if (problem) return problem;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      const keyCharacter = forbiddenCharacter(key, false);
      if (keyCharacter) return { path: [...path, key], character: keyCharacter };
      const itemSchema =
        def?.type === 'object'
          ? asZod((def.shape as Record<string, unknown>)[key] ?? def.catchall)
          : def?.type === 'record'
            ? asZod(def.valueType)
            : undefined;
      const problem = findProblem(itemSchema, item, [...path, key]);
      if (problem) return problem;
    }
  }
  return undefined;
}
