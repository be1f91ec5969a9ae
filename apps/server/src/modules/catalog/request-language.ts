/**
 * The language of an answer: an explicit `lang` (query or body) wins, then the best supported language of the
 * `Accept-Language` header, then English.
 */
import type { FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '@mealplanr/contracts/enums';

/**
 * The supported language the header prefers most (by q-value, then order), if any.
 *
 * @example fromAcceptLanguage('be-BY,be;q=0.9,ru;q=0.8') // 'be'
 */
export function fromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  let best: { lang: Language; q: number } | undefined;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0] as Language;
    if (!LANGUAGES.includes(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang;
}

export function requestLanguage(request: FastifyRequest, explicit?: Language): Language {
  return explicit ?? fromAcceptLanguage(request.headers['accept-language']) ?? 'en';
}
