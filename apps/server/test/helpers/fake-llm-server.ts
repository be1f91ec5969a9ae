/**
 * A local stand-in for an OpenAI-compatible model server (node:http on 127.0.0.1) that speaks the real
 * chat-completions protocol: `POST /v1/chat/completions` answered as one `chat.completion` JSON object, or — when
 * the request says `"stream": true` — as server-sent `chat.completion.chunk` events ending with `data: [DONE]`.
 * Each test decides the answers; every request is recorded.
 *
 *   const llm = await startFakeLlmServer((request) => ({ kind: 'answer', content: JSON.stringify({ recipes }) }));
 *   buildTestApp(db, { llm: { baseUrl: llm.baseUrl, model: 'fake-chef', apiKey: undefined, timeoutMs: 5000 } });
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatMessage {
  role: string;
  content: string;
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
}

export type FakeReply =
  /** The assistant's message content: streamed in `chunkSize`-character pieces `chunkDelayMs` apart if asked to. */
  | { kind: 'answer'; content: string; chunkSize?: number; chunkDelayMs?: number }
  /** An HTTP error with an OpenAI-style error body. */
  | { kind: 'error'; status: number; message?: string };

export type Responder = (request: ChatRequest, index: number) => FakeReply | Promise<FakeReply>;

export interface FakeLlmServer {
  /** What `LLM_BASE_URL` would be: `http://127.0.0.1:<port>/v1`. */
  baseUrl: string;
  requests: ChatRequest[];
  /** Answers the next requests with `responder` (and forgets earlier requests). */
  respondWith(responder: Responder): void;
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

export async function startFakeLlmServer(initial: Responder): Promise<FakeLlmServer> {
  let responder = initial;
  const requests: ChatRequest[] = [];
  let counter = 0;

  const server = http.createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `no route ${req.method} ${req.url}`, type: 'invalid_request_error' } }));
        return;
      }
      let body: ChatRequest['body'];
      try {
        body = JSON.parse(await readBody(req)) as ChatRequest['body'];
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'body is not JSON', type: 'invalid_request_error' } }));
        return;
      }
      const text = (role: string) =>
        body.messages
          .filter((m) => m.role === role)
          .map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)))
          .join('\n');
      const request: ChatRequest = { body, headers: req.headers, prompt: text('user'), system: text('system') };
      requests.push(request);
      const reply = await responder(request, requests.length - 1);
      const id = `chatcmpl-fake-${++counter}`;

      if (reply.kind === 'error') {
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: reply.message ?? 'The model server failed.', type: 'server_error', code: null } }));
        return;
      }
      const usage = { prompt_tokens: Math.ceil(request.prompt.length / 4), completion_tokens: Math.ceil(reply.content.length / 4) };
      const fullUsage = { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens };
      if (!body.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id,
            object: 'chat.completion',
            created: created(),
            model: body.model,
            choices: [{ index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' }],
            usage: fullUsage,
          }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      const send = (data: unknown) => res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
      send(chunk(id, body.model, { role: 'assistant', content: '' }, null));
      const size = reply.chunkSize ?? 200;
      for (let at = 0; at < reply.content.length; at += size) {
        if (res.destroyed) return; // the client went away (time-out, shutdown)
        if (reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
        send(chunk(id, body.model, { content: reply.content.slice(at, at + size) }, null));
      }
      send(chunk(id, body.model, {}, 'stop'));
      if ((body.stream_options as { include_usage?: boolean } | undefined)?.include_usage) {
        send({ id, object: 'chat.completion.chunk', created: created(), model: body.model, choices: [], usage: fullUsage });
      }
      send('[DONE]');
      res.end();
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(error));
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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
