/**
 * Answers are written by their route's response schema, compiled once into a serializer (fast-json-stringify)
 * from the schema's JSON Schema form, instead of being checked field by field against the Zod schema and then
 * passed to JSON.stringify on every request — on a 60-item grocery list that check was a tenth of the server's
 * time.
 *
 * What is sent stays what the schema allows: a compiled serializer writes the schema's properties only (nothing
 * unlisted can leak) and fails on a missing required one. The Zod check still runs where a schema has no exact
 * JSON Schema form (a transform, a date object) — those routes keep the Zod serializer — and, in tests, on every
 * answer: there both serializers run and must write the very same text, so any difference between them fails the
 * test suite rather than reaching a client (the order of keys aside: required ones are written first).
 *
 * A route's serializer is compiled when it first answers with that status, not at start-up: most of them (rare
 * errors, admin screens) are never needed by a given process, and compiling all of them would slow the start.
 */
import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

export interface ResponseSerializerOptions {
  /** Run the Zod serializer too and fail when the two disagree (tests). */
  compare: boolean;
  /** Told of a schema that has no JSON Schema form (its route keeps the Zod serializer). */
  onFallback?: (route: string, reason: string) => void;
}

/** The compiled serializer for a Zod schema, or the reason there is none. */
export function compileFromZod(schema: z.ZodType): Serialize | { reason: string } {
  let jsonSchema: Record<string, unknown>;
  try {
    // draft-7: fast-json-stringify reads `definitions` and tuple `items`; `io: 'output'` describes what is sent.
    jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' }) as Record<string, unknown>;
  } catch (error) {
    return { reason: error instanceof Error ? error.message : String(error) };
  }
  try {
    return fastJson(jsonSchema as unknown as Parameters<typeof fastJson>[0]) as Serialize;
  } catch (error) {
    return { reason: error instanceof Error ? error.message : String(error) };
  }
}

export function responseSerializerCompiler(options: ResponseSerializerOptions): FastifySerializerCompiler<unknown> {
  return (route) => {
    const zodSerialize = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]) as Serialize;
    const name = `${route.method} ${route.url} ${String(route.httpStatus ?? '')}`.trim();
    let serialize: Serialize | undefined;

    const compile = (): Serialize => {
      const compiled = route.schema instanceof z.ZodType ? compileFromZod(route.schema) : { reason: 'not a Zod schema' };
      if (typeof compiled !== 'function') {
        options.onFallback?.(name, compiled.reason);
        return zodSerialize;
      }
      if (!options.compare) return compiled;
      return (data) => {
        const expected = zodSerialize(data);
        const written = compiled(data);
        // The same JSON; the order of keys may differ (the compiled serializer writes required ones first).
        if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
          throw new Error(`${name}: the compiled serializer wrote\n${written}\nwhere the schema's Zod serializer wrote\n${expected}`);
        }
        return written;
      };
    };

    return (data) => (serialize ??= compile())(data);
  };
}
