import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import ru from '../locales/ru.json';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { HttpError, apiRequest } from './api.ts';
import { errorKeyFor, errorMessage } from './error-message.ts';
import { changeLanguage } from './i18n.ts';
import { provideTexts } from './texts.ts';

const apiError = (status: number, code: string) =>
  new HttpError(status, '', JSON.stringify({ error: { code, message: 'server text' } }));
const englishKeys = new Set(Object.keys(en.errors).map((code) => `errors.${code}`));
const isKnown = (key: string) => englishKeys.has(key);

describe('errorKeyFor', () => {
  it('uses the translation for the API error code when there is one', () => {
    expect(errorKeyFor(apiError(409, 'conflict'), isKnown)).toBe('errors.conflict');
    expect(errorKeyFor(apiError(403, 'cross_origin_request'), isKnown)).toBe('errors.cross_origin_request');
  });

  it('falls back to the HTTP status for codes without a translation', () => {
    expect(errorKeyFor(apiError(429, 'some_new_limit'), isKnown)).toBe('errors.rate_limited');
    expect(errorKeyFor(apiError(503, 'maintenance'), isKnown)).toBe('errors.internal_error');
    expect(errorKeyFor(new HttpError(404, 'Not Found', ''), isKnown)).toBe('errors.not_found');
    expect(errorKeyFor(new HttpError(418, "I'm a teapot", ''), isKnown)).toBe('errors.unknown');
  });

  it('calls an unreachable server a network error', async () => {
    const server = await startTestServer({});
    const url = server.url('/api/anything');
    await server.close(); // nothing listens there any more
    const error = await apiRequest('GET', url).catch((e: unknown) => e);
    expect(errorKeyFor(error, isKnown)).toBe('errors.network');
  });

  it('treats anything else as unknown', () => {
    expect(errorKeyFor(new Error('boom'), isKnown)).toBe('errors.unknown');
    expect(errorKeyFor('a string', isKnown)).toBe('errors.unknown');
  });
});

describe('errorMessage', () => {
  let server: TestServer;
  beforeAll(async () => {
    provideTexts('en', en);
    provideTexts('ru', ru);
    await changeLanguage('ru');
    server = await startTestServer({
      'POST /api/lists': { status: 409, body: JSON.stringify({ error: { code: 'conflict', message: 'Version mismatch' } }) },
    });
  });
  afterAll(() => server.close());

  it('speaks the current language', async () => {
    const error = await apiRequest('POST', server.url('/api/lists'), {}).catch((e: unknown) => e);
    expect(errorMessage(error)).toBe(ru.errors.conflict);
  });
});
