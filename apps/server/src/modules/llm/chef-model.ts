/**
 * The AI chef's model: any OpenAI-compatible chat-completions server (OpenAI, Ollama, vLLM, llama.cpp server)
 * through the AI SDK, with structured outputs (`response_format: json_schema`). A request either streams
 * (server-sent chunks, so the page can show how many recipes are written) or waits for the whole answer.
 * Whatever goes wrong becomes a `ChefModelError` with a kind and an English message for the plan.
 *
 * Limits, whatever the server does: the answer is read through a counting wrapper and cut off past
 * `ANSWER_MAX_BYTES` (`answer-limit.ts`); the request ends when its `signal` aborts (the generation's time limit,
 * or the plan going away), also in the middle of a stalled or trickling stream. The answer is read as plain text
 * and parsed once at the end: the recipes written so far are counted as the text arrives, each piece read once,
 * so a long answer costs time in proportion to its length (the SDK's partial-object parsing would read the
 * whole answer again at every piece).
 */
import type { LanguageModel, LanguageModelMiddleware } from 'ai';
import type { LlmConfig } from '../../config';
import { ANSWER_MAX_BYTES, AnswerTooLargeError, limitedFetch, type AnswerMeter } from './answer-limit';
import { CHEF_ANSWER_JSON_SCHEMA, chefAnswerSchema } from './chef-schema';

export type ChefModelErrorKind = 'timeout' | 'unreachable' | 'http' | 'malformed' | 'too_large' | 'aborted';

export class ChefModelError extends Error {
  constructor(
    readonly kind: ChefModelErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ChefModelError';
  }
}

export interface ChefModelRequest {
  system: string;
  prompt: string;
  /** Stream the answer (progress through `onRecipes`) or wait for it whole. */
  stream: boolean;
  /** Aborts the request; a `TimeoutError` reason is reported as `timeout`, any other as `aborted`. */
  signal: AbortSignal;
  /** Streaming only: called with the number of recipes written completely so far, whenever it grows. */
  onRecipes?: (complete: number) => void;
}

export interface ChefModel {
  /** The recipes of the answer, each still unchecked (see `verifyRecipe`). */
  ask(request: ChefModelRequest): Promise<unknown[]>;
}

export interface ChefModelOptions {
  /** The answer limit in bytes (`ANSWER_MAX_BYTES`); benchmarks compare others. */
  maxAnswerBytes?: number;
}

/** A transient server error is tried once more; more would not fit the time a person waits. */
const MAX_RETRIES = 1;

/** Every request asks for the answer's JSON Schema (strict structured outputs). */
const jsonAnswer: LanguageModelMiddleware = {
  specificationVersion: 'v3',
  transformParams: async ({ params }) => ({
    ...params,
    responseFormat: {
      type: 'json',
      schema: CHEF_ANSWER_JSON_SCHEMA,
      name: 'meal_plan_recipes',
      description: 'Recipes for the meals asked for.',
    },
  }),
};

/**
 * The AI SDK, loaded when the chef is first asked rather than at start: it is several megabytes of code, and
 * most servers have no model configured.
 */
type Sdk = Pick<typeof import('ai'), 'APICallError' | 'generateText' | 'RetryError' | 'streamText' | 'wrapLanguageModel'> &
  Pick<typeof import('@ai-sdk/openai-compatible'), 'createOpenAICompatible'>;
let sdk: Promise<Sdk> | undefined;
const loadSdk = (): Promise<Sdk> =>
  (sdk ??= Promise.all([import('ai'), import('@ai-sdk/openai-compatible')]).then(([ai, compatible]) => ({
    APICallError: ai.APICallError,
    generateText: ai.generateText,
    RetryError: ai.RetryError,
    streamText: ai.streamText,
    wrapLanguageModel: ai.wrapLanguageModel,
    createOpenAICompatible: compatible.createOpenAICompatible,
  })));

export function createChefModel(config: LlmConfig, options: ChefModelOptions = {}): ChefModel {
  const limit = options.maxAnswerBytes ?? ANSWER_MAX_BYTES;
  const seconds = Math.round(config.timeoutMs / 1000);
  /** A model whose responses are counted against the limit by `meter` (one per ask: its retry shares it). */
  const modelFor = ({ wrapLanguageModel, createOpenAICompatible }: Sdk, meter: AnswerMeter): LanguageModel =>
    wrapLanguageModel({
      model: createOpenAICompatible({
        name: 'llm',
        baseURL: config.baseUrl,
        apiKey: config.apiKey,
        supportsStructuredOutputs: true,
        fetch: limitedFetch(limit, meter),
      }).chatModel(config.model),
      middleware: jsonAnswer,
    });

  return {
    async ask({ system, prompt, stream, signal, onRecipes }) {
      const ai = await loadSdk();
      const { generateText, streamText } = ai;
      const meter: AnswerMeter = { exceeded: false };
      const model = modelFor(ai, meter);
      const fail = (error: unknown) => classify(error, { signal, seconds, meter, limit, ai });
      if (signal.aborted) throw fail(signal.reason);

      if (!stream) {
        let text: string;
        try {
          ({ text } = await generateText({ model, system, prompt, abortSignal: signal, maxRetries: MAX_RETRIES }));
        } catch (error) {
          throw fail(error);
        }
        return recipesOf(text);
      }

      let failure: unknown;
      const result = streamText({
        model,
        system,
        prompt,
        abortSignal: signal,
        maxRetries: MAX_RETRIES,
        // Errors arrive here (and would be printed otherwise); the first one says what went wrong.
        onError: ({ error }) => {
          failure ??= error;
        },
      });
      const counter = new RecipeCounter();
      let reported = 0;
      let text: string;
      try {
        for await (const piece of result.textStream) {
          const complete = counter.feed(piece);
          if (complete > reported) {
            reported = complete;
            onRecipes?.(complete);
          }
        }
        if (failure !== undefined) throw failure;
        text = await result.text;
      } catch (error) {
        throw fail(failure ?? error);
      }
      const recipes = recipesOf(text);
      onRecipes?.(recipes.length);
      return recipes;
    },
  };
}

/** The answer's recipes, or `malformed` when the text is not `{ "recipes": [...] }`. */
function recipesOf(text: string): unknown[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ChefModelError('malformed', "The AI chef's answer was not the JSON it was asked for.", { cause: error });
  }
  const parsed = chefAnswerSchema.safeParse(value);
  if (!parsed.success) {
    throw new ChefModelError('malformed', "The AI chef's answer was not the JSON it was asked for.", { cause: parsed.error });
  }
  return parsed.data.recipes;
}

/**
 * Counts the recipes an answer `{"recipes": [{…}, {…}, …]}` has finished so far, from its text as it arrives:
 * a recipe is finished when the object that opened inside the `recipes` array closes. Each piece is read once;
 * only the nesting depth and whether the scan is inside a string are kept.
 *
 * @example const c = new RecipeCounter(); c.feed('{"recipes":[{"title":"a}"},'); c.feed('{"title":"b"}]}') // 1, then 2
 */
export class RecipeCounter {
  private depth = 0;
  /** The brackets that opened the first two levels: a recipe is an object at depth 3 under `{` and `[`. */
  private outer = '';
  private inString = false;
  private escaped = false;
  private complete = 0;

  /** Reads the next piece of the answer; returns the recipes finished so far. */
  feed(piece: string): number {
    for (let i = 0; i < piece.length; i++) {
      const c = piece.charCodeAt(i);
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === 0x5c /* \ */) this.escaped = true;
        else if (c === 0x22 /* " */) this.inString = false;
        continue;
      }
      if (c === 0x22) {
        this.inString = true;
      } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
        if (this.depth < 2) this.outer += String.fromCharCode(c);
        this.depth++;
      } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
        if (c === 0x7d && this.depth === 3 && this.outer === '{[') this.complete++;
        this.depth = Math.max(0, this.depth - 1);
        if (this.depth < 2) this.outer = this.outer.slice(0, this.depth);
      }
    }
    return this.complete;
  }
}

interface ClassifyContext {
  signal: AbortSignal;
  seconds: number;
  meter: AnswerMeter;
  limit: number;
  ai: Sdk;
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/**
 * What went wrong, in words a person can act on. The model server's own message and body, and the request (our
 * prompt), stay in the cause: never shown, and logged at debug level only.
 */
function classify(error: unknown, { signal, seconds, meter, limit, ai }: ClassifyContext): ChefModelError {
  if (error instanceof ChefModelError) return error;
  if (meter.exceeded || error instanceof AnswerTooLargeError) {
    return new ChefModelError('too_large', `The AI chef's answer was larger than ${megabytes(limit)} and was stopped.`, {
      cause: error,
    });
  }
  if (signal.aborted) {
    const reason = signal.reason as { name?: string } | undefined;
    return reason?.name === 'TimeoutError'
      ? new ChefModelError('timeout', `The AI chef did not finish within ${seconds} seconds.`, { cause: error })
      : new ChefModelError('aborted', 'The AI chef was stopped.', { cause: error });
  }
  const { RetryError, APICallError } = ai;
  const last = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(last)) {
    if (last.statusCode === undefined) {
      return new ChefModelError('unreachable', "The AI chef's model server could not be reached.", { cause: error });
    }
    if (last.statusCode >= 200 && last.statusCode < 300) {
      // A successful status whose answer could not be read as a chat completion.
      return new ChefModelError('malformed', "The AI chef's answer was not the JSON it was asked for.", { cause: error });
    }
    return new ChefModelError('http', `The AI chef's model server answered with an error (HTTP ${last.statusCode}).`, {
      cause: error,
    });
  }
  if (isParseError(last)) {
    return new ChefModelError('malformed', "The AI chef's answer was not the JSON it was asked for.", { cause: error });
  }
  return new ChefModelError('unreachable', "The AI chef's model server could not be used.", { cause: error });
}

function isParseError(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return (
    name === 'AI_JSONParseError' ||
    name === 'AI_TypeValidationError' ||
    name === 'AI_NoOutputGeneratedError' ||
    name === 'AI_NoObjectGeneratedError' ||
    error instanceof SyntaxError
  );
}
