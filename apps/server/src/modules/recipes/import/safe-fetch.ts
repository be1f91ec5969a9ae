/**
 * Fetches a web page on someone's behalf without letting them point the server at itself or its neighbours:
 *
 * - every address a host name resolves to is checked by the AddressPolicy inside the socket's own `lookup`, so the
 *   address checked is the address connected to (no second resolution an attacker's DNS could answer differently);
 *   the connected socket's peer is checked once more;
 * - redirects are followed by hand, at most five, each new address checked from scratch;
 * - the body is counted while it streams (after decompression) and cut off beyond the size limit;
 * - one deadline covers everything — resolution, connection, redirects and a body that trickles in slowly;
 * - only HTML answers are read.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type net from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { AddressPolicy } from './address-policy';
import { checkImportUrl } from './import-url';
import { importFailure, RecipeImportFailure } from './import-failure';

export const PAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PAGE_TIMEOUT_MS = 10_000;
export const MAX_REDIRECTS = 5;

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** How a host name becomes addresses; tests give their own to play a resolver that answers with loopback. */
export type Resolver = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export interface SafeFetchOptions {
  policy: AddressPolicy;
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  resolve?: Resolver;
}

export interface FetchedPage {
  /** The address the page came from, after redirects. */
  url: string;
  body: Buffer;
  /** The charset the Content-Type header names, if any. */
  charset: string | undefined;
}

const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true });

export async function fetchHtmlPage(address: string, options: SafeFetchOptions): Promise<FetchedPage> {
  const { policy, maxBytes = PAGE_MAX_BYTES, timeoutMs = PAGE_TIMEOUT_MS, maxRedirects = MAX_REDIRECTS } = options;
  const lookup = guardedLookup(policy, options.resolve ?? systemResolver);
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(importFailure('too_slow')), timeoutMs);
  try {
    let url = checkImportUrl(address, policy);
    for (let redirects = 0; ; redirects++) {
      const response = await get(url, { lookup, policy, signal: deadline.signal });
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(response.statusCode ?? 0) && location) {
        response.destroy();
        if (redirects >= maxRedirects) throw importFailure('too_many_redirects');
        url = checkImportUrl(resolveLocation(location, url), policy);
        continue;
      }
      return await readPage(url, response, maxBytes, deadline.signal);
    }
  } catch (error) {
    if (deadline.signal.aborted) throw deadline.signal.reason;
    if (error instanceof RecipeImportFailure) throw error;
    throw importFailure('unreachable');
  } finally {
    clearTimeout(timer);
  }
}

function resolveLocation(location: string, base: URL): URL {
  try {
    return new URL(location, base);
  } catch {
    throw importFailure('http_error', 'The site sent us on to an address that is not valid.');
  }
}

interface GetOptions {
  lookup: net.LookupFunction;
  policy: AddressPolicy;
  signal: AbortSignal;
}

function get(url: URL, { lookup, policy, signal }: GetOptions): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: 'GET',
      agent: false, // a socket of our own: never one pooled for an address checked under other rules
      lookup,
      signal,
      headers: {
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'en, ru;q=0.9, be;q=0.9',
        'user-agent': 'Mozilla/5.0 (compatible; MealPlanr recipe import)',
      },
    });
    request.on('socket', (socket) => {
      socket.once('connect', () => {
        // Host names were checked in `lookup` and IP addresses before connecting; this guards the guards.
        if (!socket.remoteAddress || !policy.permits(socket.remoteAddress)) {
          request.destroy(importFailure('blocked_address'));
        }
      });
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.end();
  });
}

/**
 * A socket `lookup` that resolves the name, refuses the connection when ANY of its addresses is not permitted
 * (a name with one public and one private address is someone's trick, not a recipe site), and hands the checked
 * addresses to the socket.
 */
function guardedLookup(policy: AddressPolicy, resolve: Resolver): net.LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        if (found.length === 0) return callback(importFailure('unreachable'), '');
        if (found.some((entry) => !policy.permits(entry.address))) {
          return callback(importFailure('blocked_address'), '');
        }
        const wanted = options.family === 4 || options.family === 6 ? found.filter((e) => e.family === options.family) : found;
        if (wanted.length === 0) return callback(importFailure('unreachable'), '');
        if (options.all) return callback(null, wanted);
        return callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      () => callback(importFailure('unreachable'), ''),
    );
  };
}

async function readPage(
  url: URL,
  response: http.IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): Promise<FetchedPage> {
  const status = response.statusCode ?? 0;
  if (status < 200 || status >= 300) {
    response.destroy();
    throw importFailure('http_error', `The site answered with an error (${status}).`);
  }
  const { type, charset } = parseContentType(response.headers['content-type']);
  if (!HTML_TYPES.has(type)) {
    response.destroy();
    throw importFailure('not_html');
  }
  const declaredLength = Number(response.headers['content-length']);
  if (Number.isFinite(declaredLength) && declaredLength > maxBytes) {
    response.destroy();
    throw importFailure('too_large');
  }
  const body = decoded(response, response.headers['content-encoding']);
  const onAbort = () => body.destroy(signal.reason as Error);
  signal.addEventListener('abort', onAbort, { once: true });
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.length;
      // Counted after decompression, so a small compressed page cannot unpack into gigabytes.
      if (size > maxBytes) throw importFailure('too_large');
      chunks.push(chunk);
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
    response.destroy();
    body.destroy();
  }
  return { url: url.toString(), body: Buffer.concat(chunks), charset };
}

function decoded(response: http.IncomingMessage, encoding: string | undefined): Readable {
  const name = (encoding ?? '').trim().toLowerCase();
  if (name === '' || name === 'identity') return response;
  const decoder =
    name === 'gzip' || name === 'x-gzip'
      ? zlib.createGunzip()
      : name === 'deflate'
        ? zlib.createInflate()
        : name === 'br'
          ? zlib.createBrotliDecompress()
          : undefined;
  if (!decoder) {
    response.destroy();
    throw importFailure('http_error', 'The site answered in a form we cannot read.');
  }
  response.on('error', (error) => decoder.destroy(error));
  return response.pipe(decoder);
}

/** `text/html; charset="windows-1251"` → { type: 'text/html', charset: 'windows-1251' }. */
export function parseContentType(header: string | undefined): { type: string; charset: string | undefined } {
  const [type = '', ...parameters] = (header ?? '').split(';');
  const charset = parameters
    .map((p) => /^\s*charset\s*=\s*"?([^";\s]+)"?\s*$/i.exec(p)?.[1])
    .find((value) => value !== undefined);
  return { type: type.trim().toLowerCase(), charset };
}
