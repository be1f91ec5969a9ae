/**
 * A ceiling on how much a model server may send for one request. Without one, a runaway model or a broken
 * server (an answer that never closes its JSON, a loop of the same recipe) would be read to the end — megabytes
 * held in memory and parsed — before anything could be checked.
 *
 * The response body is read through a counting wrapper (the `fetch` given to the AI SDK's provider) and cut off
 * as soon as the count passes the limit: the connection is closed, the request fails with
 * `AnswerTooLargeError`, and no more of it is read. What is counted is the answer itself: the bytes of a plain
 * JSON answer (or of an error body), and for a streamed answer the text the model writes, i.e. the `delta`s of
 * its server-sent events — a streamed answer spends about 200 bytes of framing on every few characters of
 * text, which is no measure of the answer.
 */

/**
 * 2 MiB. The largest answer a plan can need is 14 days × 4 meals = 56 recipes (the longest plan; today the chef
 * writes at most a week of it, 28). A recipe as the model writes it is about 2.5 KB of JSON in Russian or
 * Belarusian (4.2 KB at most in the catalog) and less in English, so 56 of them take about 140 KB, 240 KB at
 * most — about 570 KB if a server escapes every Cyrillic letter as `\uXXXX`. 2 MiB is more than three times that,
 * and still an amount the server reads and checks in milliseconds.
 */
export const ANSWER_MAX_BYTES = 2 * 1024 * 1024;

/** Room for what a plain JSON answer carries around the model's text (ids, usage, finish reason). */
const ENVELOPE_BYTES = 64 * 1024;

export class AnswerTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`the model server's answer passed ${limit} bytes and was cut off`);
    this.name = 'AnswerTooLargeError';
  }
}

/** Shared by the requests of one ask (a retry included): whether one of them passed the limit. */
export interface AnswerMeter {
  exceeded: boolean;
}

/**
 * `fetch` with every response body counted and cut off past `limit` bytes of answer.
 *
 * @example createOpenAICompatible({ …, fetch: limitedFetch(ANSWER_MAX_BYTES, meter) })
 */
export function limitedFetch(limit: number, meter: AnswerMeter, baseFetch: typeof fetch = globalThis.fetch): typeof fetch {
  return async (input, init) => {
    // A request made after the limit was passed (the SDK's retry) fails at once.
    if (meter.exceeded) throw new AnswerTooLargeError(limit);
    const upstream = new AbortController();
    const signal = init?.signal ? AbortSignal.any([init.signal, upstream.signal]) : upstream.signal;
    const response = await baseFetch(input, { ...init, signal });
    const tooLarge = () => {
      meter.exceeded = true;
      const error = new AnswerTooLargeError(limit);
      upstream.abort(error); // closes the connection: nothing more is sent or read
      return error;
    };
    const declared = Number(response.headers.get('content-length') ?? Number.NaN);
    if (declared > limit + ENVELOPE_BYTES) {
      await response.body?.cancel().catch(() => {});
      throw tooLarge();
    }
    if (!response.body) return response;
    const streamed = /^text\/event-stream\b/i.test(response.headers.get('content-type') ?? '');
    const count = streamed ? eventStreamCounter(limit) : byteCounter(limit + ENVELOPE_BYTES);
    const body = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          if (count(chunk)) controller.error(tooLarge());
          else controller.enqueue(chunk);
        },
      }),
    );
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

/** Counts raw bytes; true once past `limit`. */
function byteCounter(limit: number): (chunk: Uint8Array) => boolean {
  let bytes = 0;
  return (chunk) => (bytes += chunk.byteLength) > limit;
}

/**
 * Counts the text of a server-sent chat-completions stream: every string inside each event's `choices[].delta`
 * (content, reasoning, tool arguments — whatever a client would keep). A line longer than the whole limit is
 * past it too (it would have to be held in memory whole). True once past `limit`.
 */
function eventStreamCounter(limit: number): (chunk: Uint8Array) => boolean {
  const decoder = new TextDecoder();
  let pending = '';
  let bytes = 0;
  return (chunk) => {
    pending += decoder.decode(chunk, { stream: true });
    let start = 0;
    for (let newline = pending.indexOf('\n'); newline >= 0; newline = pending.indexOf('\n', start)) {
      bytes += deltaBytes(pending.slice(start, newline));
      start = newline + 1;
    }
    pending = pending.slice(start);
    return bytes > limit || pending.length > limit;
  };
}

function deltaBytes(line: string): number {
  if (!line.startsWith('data:')) return 0;
  const data = line.slice(5).trim();
  if (!data || data === '[DONE]') return 0;
  let event: unknown;
  try {
    event = JSON.parse(data);
  } catch {
    return Buffer.byteLength(data); // not JSON: count it whole, the client will fail on it anyway
  }
  const choices = (event as { choices?: unknown } | null)?.choices;
  if (!Array.isArray(choices)) return 0;
  let bytes = 0;
  for (const choice of choices) bytes += stringBytes((choice as { delta?: unknown } | null)?.delta);
  return bytes;
}

function stringBytes(value: unknown): number {
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + stringBytes(item), 0);
  if (value && typeof value === 'object') return Object.values(value).reduce<number>((sum, item) => sum + stringBytes(item), 0);
  return 0;
}
