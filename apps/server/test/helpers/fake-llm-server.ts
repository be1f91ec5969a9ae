/**
 * A local stand-in for an OpenAI-compatible model server (node:http on 127.0.0.1) that speaks the real
 * chat-completions protocol: `POST /v1/chat/completions` answered as one `chat.completion` JSON object, or — when
 * the request says `"stream": true` — as server-sent `chat.completion.chunk` events ending with `data: [DONE]`.
 * Each test decides the answers; every request is recorded, with how it ended (`ended`: did the client go away
 * before the answer was complete, and how many bytes had been sent).
 *
 *   const llm = await startFakeLlmServer((request) => ({ kind: 'answer', content: JSON.stringify({ recipes }) }));
 *   buildTestApp(db, { llm: { baseUrl: llm.baseUrl, model: 'fake-chef', apiKey: undefined, timeoutMs: 5000 } });
 *
 * A test file with one server for all its suites declares it with `fakeLlmServerForFile()`.
 *
 * Misbehaving servers, for the limits: an answer written slowly (`chunkDelayMs`) or one byte at a time
 * (`byteDelayMs`), one that stalls after the headers (`stall`), and one far too large (`huge`, generated as it
 * is sent, with back-pressure, so the test process does not hold it).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export interface ChatMessage {
  role: string;
  content: string;
}

/** How a request's answer ended. */
export interface RequestEnd {
  /** The client closed the connection before the answer was complete (time-out, abort, size limit). */
  byClient: boolean;
  /** Bytes of the response body written by then. */
  bytesSent: number;
}

export interface ChatRequest {
  /** The parsed request body as sent. */
  body: {
    model: string;
    messages: ChatMessage[];
    stream?: boolean;
    response_format?: { type: string; json_schema?: { name?: string; strict?: boolean; schema?: unknown } };
    [key: string]: unknown;
  };
  headers: http.IncomingHttpHeaders;
  /** The user message (the questionnaire, the meals to write, the vocabulary). */
  prompt: string;
  system: string;
  /** Settles when the response is over, either way. */
  ended: Promise<RequestEnd>;
}

export type FakeReply =
  /**
   * The assistant's message content. Streamed in `chunkSize`-character pieces `chunkDelayMs` apart if asked to;
   * with `byteDelayMs` the whole response body (stream or JSON) is written one byte at a time, that far apart.
   */
  | { kind: 'answer'; content: string; chunkSize?: number; chunkDelayMs?: number; byteDelayMs?: number }
  /** An HTTP error with an OpenAI-style error body. */
  | { kind: 'error'; status: number; message?: string }
  /** Status and headers, then (streaming: after the first `content` characters, if any) nothing, until the client leaves. */
  | { kind: 'stall'; content?: string }
  /** A valid-looking answer of about `bytes` bytes: the same recipe over and over, in `chunkSize`-byte pieces. */
  | { kind: 'huge'; bytes: number; recipe: unknown; chunkSize?: number };

export type Responder = (request: ChatRequest, index: number) => FakeReply | Promise<FakeReply>;

export interface FakeLlmServer {
  /** What `LLM_BASE_URL` would be: `http://127.0.0.1:<port>/v1`. */
  baseUrl: string;
  requests: ChatRequest[];
  /** Answers the next requests with `responder` (and forgets earlier requests). */
  respondWith(responder: Responder): void;
  /** Resolves once `count` requests have arrived (since the last `respondWith`). */
  received(count: number): Promise<void>;
  close(): Promise<void>;
}

const created = () => Math.floor(Date.now() / 1000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function chunk(id: string, model: string, delta: Record<string, unknown>, finishReason: string | null) {
  return { id, object: 'chat.completion.chunk', created: created(), model, choices: [{ index: 0, delta, finish_reason: finishReason }] };
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

/** The pieces of a huge answer: `{"recipes":[R,R,…,R]}` of about `bytes` bytes, generated as they are asked for. */
function* hugeContent(bytes: number, recipe: unknown, chunkSize: number): Generator<string> {
  const one = JSON.stringify(recipe);
  let piece = '{"recipes":[';
  let sent = 0;
  while (sent + piece.length < bytes) {
    piece += `${one},`;
    if (piece.length >= chunkSize) {
      sent += piece.length;
      yield piece;
      piece = '';
    }
  }
  yield `${piece}${one}]}`;
}

export async function startFakeLlmServer(initial: Responder): Promise<FakeLlmServer> {
  let responder = initial;
  const requests: ChatRequest[] = [];
  let waiters: { count: number; resolve: () => void }[] = [];
  let counter = 0;

  const server = http.createServer((req, res) => {
    let bytesSent = 0;
    let complete = false;
    const ended = new Promise<RequestEnd>((resolve) => {
      res.on('close', () => resolve({ byClient: !complete, bytesSent }));
    });
    /** Writes with back-pressure; false once the client has gone. */
    const write = async (data: string | Buffer): Promise<boolean> => {
      if (res.destroyed) return false;
      bytesSent += typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
      if (!res.write(data)) {
        await new Promise<void>((resolve) => {
          const done = () => {
            res.off('drain', done);
            res.off('close', done);
            resolve();
          };
          res.on('drain', done);
          res.on('close', done);
        });
      }
      return !res.destroyed;
    };
    const finish = (data?: string) => {
      if (res.destroyed) return;
      if (data) bytesSent += Buffer.byteLength(data);
      complete = true;
      res.end(data);
    };

    void (async () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        finish(JSON.stringify({ error: { message: `no route ${req.method} ${req.url}`, type: 'invalid_request_error' } }));
        return;
      }
      let body: ChatRequest['body'];
      try {
        body = JSON.parse(await readBody(req)) as ChatRequest['body'];
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' });
        finish(JSON.stringify({ error: { message: 'body is not JSON', type: 'invalid_request_error' } }));
        return;
      }
      const text = (role: string) =>
        body.messages
          .filter((m) => m.role === role)
          .map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)))
          .join('\n');
      const request: ChatRequest = { body, headers: req.headers, prompt: text('user'), system: text('system'), ended };
      requests.push(request);
      waiters = waiters.filter((w) => (requests.length >= w.count ? (w.resolve(), false) : true));
      const reply = await responder(request, requests.length - 1);
      const id = `chatcmpl-fake-${++counter}`;
      const streamed = body.stream === true;

      if (reply.kind === 'error') {
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        finish(JSON.stringify({ error: { message: reply.message ?? 'The model server failed.', type: 'server_error', code: null } }));
        return;
      }
      if (reply.kind === 'stall') {
        res.writeHead(200, streamed ? { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' } : { 'content-type': 'application/json' });
        res.flushHeaders();
        if (streamed && reply.content) {
          await write(`data: ${JSON.stringify(chunk(id, body.model, { role: 'assistant', content: reply.content }, null))}\n\n`);
        }
        return; // and nothing more, until the client goes away
      }

      const pieces: Iterable<string> =
        reply.kind === 'huge'
          ? hugeContent(reply.bytes, reply.recipe, reply.chunkSize ?? 64 * 1024)
          : (function* () {
              const size = reply.chunkSize ?? 200;
              for (let at = 0; at < reply.content.length; at += size) yield reply.content.slice(at, at + size);
            })();
      const byteDelayMs = reply.kind === 'answer' ? reply.byteDelayMs : undefined;
      const chunkDelayMs = reply.kind === 'answer' ? reply.chunkDelayMs : undefined;
      /** Body text, one byte at a time when asked to. */
      const send = async (data: string): Promise<boolean> => {
        if (!byteDelayMs) return write(data);
        for (const byte of Buffer.from(data)) {
          await sleep(byteDelayMs);
          if (!(await write(Buffer.from([byte])))) return false;
        }
        return true;
      };
      const contentLength = reply.kind === 'huge' ? reply.bytes : reply.content.length;
      const usage = { prompt_tokens: Math.ceil(request.prompt.length / 4), completion_tokens: Math.ceil(contentLength / 4) };
      const fullUsage = { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens };

      if (!streamed) {
        // One chat.completion object, its content string written piece by piece.
        res.writeHead(200, { 'content-type': 'application/json' });
        const head = JSON.stringify({ id, object: 'chat.completion', created: created(), model: body.model, choices: [{ index: 0, message: { role: 'assistant', content: '' } }] });
        const split = head.indexOf('"content":""') + '"content":"'.length;
        if (!(await send(head.slice(0, split)))) return;
        for (const piece of pieces) {
          if (!(await send(JSON.stringify(piece).slice(1, -1)))) return;
        }
        if (!(await send(`"},"finish_reason":"stop"}],"usage":${JSON.stringify(fullUsage)}}`))) return;
        finish();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      const event = (data: unknown) => send(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
      if (!(await event(chunk(id, body.model, { role: 'assistant', content: '' }, null)))) return;
      for (const piece of pieces) {
        if (chunkDelayMs) await sleep(chunkDelayMs);
        if (!(await event(chunk(id, body.model, { content: piece }, null)))) return; // the client went away
      }
      if (!(await event(chunk(id, body.model, {}, 'stop')))) return;
      if ((body.stream_options as { include_usage?: boolean } | undefined)?.include_usage) {
        if (!(await event({ id, object: 'chat.completion.chunk', created: created(), model: body.model, choices: [], usage: fullUsage }))) return;
      }
      if (!(await event('[DONE]'))) return;
      finish();
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500);
      finish(String(error));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    respondWith(next) {
      responder = next;
      requests.length = 0;
    },
    received(count) {
      if (requests.length >= count) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push({ count, resolve }));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * One server for the whole test file: started before its tests, closed after them, answering 503 until a test
 * says otherwise (`respondWith`). Declare it at the file's top level; use it inside tests and hooks.
 */
export function fakeLlmServerForFile(initial: Responder = () => ({ kind: 'error', status: 503 })): FakeLlmServer {
  let server: FakeLlmServer | undefined;
  beforeAll(async () => {
    server = await startFakeLlmServer(initial);
  });
  afterAll(async () => {
    await server?.close();
  });
  const current = (): FakeLlmServer => {
    if (!server) throw new Error('the fake model server is not started yet: use it inside a test or hook');
    return server;
  };
  return {
    get baseUrl() {
      return current().baseUrl;
    },
    get requests() {
      return current().requests;
    },
    respondWith: (responder) => current().respondWith(responder),
    received: (count) => current().received(count),
    close: () => current().close(),
  };
}
