/**
 * Which drawn page a visitor of / or /auth gets (plugins/spa.ts): the language they chose (cookie), else their
 * browser's by weight, else English; a signed-in browser and the registration tab get the app's index.html.
 */
import { describe, expect, it } from 'vitest';
import { pageLanguage, prerenderedPage } from '../src/plugins/spa';

const request = (url: string, headers: Record<string, string> = {}) => ({ url, headers });

describe('pages drawn at build time', () => {
  it('takes the language cookie first, when it names one of ours', () => {
    expect(pageLanguage('theme=dark; mealplanr-language=be', 'ru,en;q=0.8')).toBe('be');
    expect(pageLanguage('mealplanr-language=fr', 'ru')).toBe('ru');
    expect(pageLanguage('mealplanr-language=../../etc', undefined)).toBe('en');
  });

  it('reads Accept-Language by weight, region tags included, and falls back to English', () => {
    expect(pageLanguage(undefined, 'de-DE,be-BY;q=0.9,ru;q=0.95')).toBe('ru');
    expect(pageLanguage(undefined, 'en;q=0.1, be;q=0.5')).toBe('be');
    expect(pageLanguage(undefined, 'ru;q=0, fr')).toBe('en');
    expect(pageLanguage(undefined, undefined)).toBe('en');
  });

  it('sends the front and sign-in pages in the visitor’s language, and nothing else', () => {
    expect(prerenderedPage(request('/', { 'accept-language': 'ru' }))).toBe('pages/ru/index.html');
    expect(prerenderedPage(request('/auth?mode=login', { cookie: 'mealplanr-language=be' }))).toBe('pages/be/auth.html');
    expect(prerenderedPage(request('/dashboard'))).toBeUndefined();
    expect(prerenderedPage(request('/auth?mode=register'))).toBeUndefined();
  });

  it('sends a signed-in browser the app itself, over HTTPS too', () => {
    expect(prerenderedPage(request('/', { cookie: 'mealplanr.session_token=abc' }))).toBeUndefined();
    expect(prerenderedPage(request('/auth', { cookie: 'a=b; __Secure-mealplanr.session_token=abc' }))).toBeUndefined();
  });
});
