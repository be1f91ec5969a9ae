/**
 * The AI chef's model: any OpenAI-compatible chat-completions server (OpenAI, Ollama, vLLM, llama.cpp server)
 * through the AI SDK, with structured outputs (`response_format: json_schema`). A request either streams
 * (server-sent chunks, so the page can show how many recipes are written) or waits for the whole answer.
 * Whatever goes wrong becomes a `ChefModelError` with a kind and an English message for the plan.
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  APICallError,
  generateText,
  jsonSchema,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  RetryError,
  streamText,
  type LanguageModel,
} from 'ai';
import type { LlmConfig } from '../../config';
import { CHEF_ANSWER_JSON_SCHEMA, chefAnswerSchema, type ChefAnswer } from './chef-schema';

export type ChefModelErrorKind = 'timeout' | 'unreachable' | 'http' | 'malformed' | 'aborted';

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
  /** Aborts the request; a `TimeoutError` reason is reported as `timeout`. */
  signal: AbortSignal;
  /** Streaming only: called with the number of recipes written completely so far, whenever it grows. */
  onRecipes?: (complete: number) => void;
}

export interface ChefModel {
  /** The recipes of the answer, each still unchecked (see `verifyRecipe`). */
  ask(request: ChefModelRequest): Promise<unknown[]>;
}

/** A transient server error is tried once more; more would not fit the time a person waits. */
const MAX_RETRIES = 1;

const answerSchema = jsonSchema<ChefAnswer>(CHEF_ANSWER_JSON_SCHEMA, {
  validate: (value) => {
    const parsed = chefAnswerSchema.safeParse(value);
    return parsed.success ? { success: true, value: parsed.data } : { success: false, error: parsed.error };
  },
});
const output = Output.object({ schema: answerSchema, name: 'meal_plan_recipes', description: 'Recipes for the meals asked for.' });

export function createChefModel(config: LlmConfig): ChefModel {
  const provider = createOpenAICompatible({
    name: 'llm',
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    supportsStructuredOutputs: true,
  });
  const model: LanguageModel = provider.chatModel(config.model);
  const seconds = Math.round(config.timeoutMs / 1000);

  return {
    async ask({ system, prompt, stream, signal, onRecipes }) {
      if (!stream) {
        try {
          const result = await generateText({ model, system, prompt, output, abortSignal: signal, maxRetries: MAX_RETRIES });
          return result.output.recipes;
        } catch (error) {
          throw classify(error, signal, seconds);
        }
      }
      let failure: unknown;
      const result = streamText({
        model,
        system,
        prompt,
        output,
        abortSignal: signal,
        maxRetries: MAX_RETRIES,
        // Errors arrive here (and would be printed otherwise); the first one says what went wrong.
        onError: ({ error }) => {
          failure ??= error;
        },
      });
      try {
        let reported = 0;
        for await (const partial of result.partialOutputStream) {
          // The last recipe of a partial answer may still be half written.
          const recipes = (partial as { recipes?: unknown[] } | undefined)?.recipes;
          const complete = Math.max(0, (Array.isArray(recipes) ? recipes.length : 0) - 1);
          if (complete > reported) {
            reported = complete;
            onRecipes?.(complete);
          }
        }
        const answer = await result.output;
        onRecipes?.(answer.recipes.length);
        return answer.recipes;
      } catch (error) {
        throw classify(failure ?? error, signal, seconds);
      }
    },
  };
}

/** What went wrong, in words a person can act on (the model server's own message is kept as the cause). */
function classify(error: unknown, signal: AbortSignal, seconds: number): ChefModelError {
  if (error instanceof ChefModelError) return error;
  if (signal.aborted) {
    const reason = signal.reason as { name?: string } | undefined;
    return reason?.name === 'TimeoutError'
      ? new ChefModelError('timeout', `The AI chef did not finish within ${seconds} seconds.`, { cause: error })
      : new ChefModelError('aborted', 'The AI chef was stopped.', { cause: error });
  }
  const last = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(last)) {
    return last.statusCode === undefined
      ? new ChefModelError('unreachable', "The AI chef's model server could not be reached.", { cause: error })
      : new ChefModelError('http', `The AI chef's model server answered with an error (HTTP ${last.statusCode}).`, {
          cause: error,
        });
  }
  if (NoObjectGeneratedError.isInstance(last) || NoOutputGeneratedError.isInstance(last) || isParseError(last)) {
    return new ChefModelError('malformed', "The AI chef's answer was not the JSON it was asked for.", { cause: error });
  }
  return new ChefModelError('unreachable', "The AI chef's model server could not be used.", { cause: error });
}

function isParseError(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'AI_JSONParseError' || name === 'AI_TypeValidationError' || error instanceof SyntaxError;
}
