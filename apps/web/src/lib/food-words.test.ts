import type { FoodWordSuggestion, WordResolution } from '@mealplanr/contracts/food-words';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { apiRequest } from './api.ts';
import {
  chipMeaning,
  enterAction,
  fetchFoodWordSuggestions,
  fetchWordResolution,
  foodWordResolveUrl,
  foodWordSuggestionsUrl,
  groupNotes,
  isExactMatch,
  readUnknownExclusions,
  refusedRemain,
  rememberPicked,
  uncheckedIn,
  wordResolutionQuery,
} from './food-words.ts';

const shellfish: FoodWordSuggestion = { kind: 'group', key: 'shellfish', name: 'Shellfish', size: 12, matched: 'shellfish' };
const fish: FoodWordSuggestion = { kind: 'group', key: 'fish', name: 'Fish', size: 30, matched: 'fish' };
const treeNuts = {
  kind: 'group' as const,
  key: 'tree_nuts',
  name: 'Tree nuts',
  size: 20,
  note: 'Coconut is not counted as a tree nut.',
};
const unknownShelfish: WordResolution = {
  text: 'shelfish',
  known: false,
  matches: [],
  ingredientCount: 0,
  suggestions: [
    { kind: 'group', key: 'shellfish', name: 'Shellfish', size: 12 },
    { kind: 'group', key: 'fish', name: 'Fish', size: 30 },
  ],
};
const refusal = {
  error: {
    code: 'unknown_exclusion',
    message: 'Some exclusions are no food we know',
    details: { words: [{ text: 'shelfish', suggestions: unknownShelfish.suggestions }] },
  },
};

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    [`GET ${foodWordSuggestionsUrl('shel', 'en')}`]: { status: 200, body: JSON.stringify([shellfish, fish]) },
    [`GET ${foodWordResolveUrl('shelfish', 'en')}`]: { status: 200, body: JSON.stringify(unknownShelfish) },
    [`GET ${foodWordResolveUrl('арэхі', 'be')}`]: {
      status: 200,
      body: JSON.stringify({ text: 'арэхі', known: true, matches: [treeNuts], ingredientCount: 20, suggestions: [] }),
    },
    'POST /api/meal-plans': { status: 422, body: JSON.stringify(refusal) },
    'PUT /api/preferences': {
      status: 422,
      body: JSON.stringify({ error: { code: 'validation_failed', message: 'Invalid', details: [] } }),
    },
  });
});
afterAll(() => server.close());

describe('the food-word API', () => {
  it('asks for suggestions with what was typed and the interface language', async () => {
    expect(await fetchFoodWordSuggestions('shel', 'en', server.url(''))).toEqual([shellfish, fish]);
    expect(server.requests.at(-1)?.path).toBe('/api/food-words?q=shel&lang=en');
  });

  it('resolves one word, trimmed, in any of the three languages', async () => {
    expect(await fetchWordResolution('  shelfish ', 'en', server.url(''))).toEqual(unknownShelfish);
    expect(server.requests.at(-1)?.path).toBe('/api/food-words/resolve?text=shelfish&lang=en');
    const nuts = await fetchWordResolution('арэхі', 'be', server.url(''));
    expect(nuts.known).toBe(true);
    expect(nuts.matches[0]?.note).toBe('Coconut is not counted as a tree nut.');
  });

  it('reads the words of a 422 unknown_exclusion answer, and nothing from any other error', async () => {
    const refused = await apiRequest('POST', server.url('/api/meal-plans'), {}).catch((e: unknown) => e);
    expect(readUnknownExclusions(refused)).toEqual([{ text: 'shelfish', suggestions: unknownShelfish.suggestions }]);
    const invalid = await apiRequest('PUT', server.url('/api/preferences'), {}).catch((e: unknown) => e);
    expect(readUnknownExclusions(invalid)).toBeUndefined();
    expect(readUnknownExclusions(new Error('boom'))).toBeUndefined();
  });

  it('remembers a picked suggestion as a known word, so its chip needs no request', () => {
    const client = new QueryClient();
    rememberPicked(client, shellfish, 'en');
    const cached = client.getQueryData<WordResolution>(wordResolutionQuery('Shellfish', 'en').queryKey);
    expect(cached).toEqual({
      text: 'Shellfish',
      known: true,
      matches: [{ kind: 'group', key: 'shellfish', name: 'Shellfish', size: 12 }],
      ingredientCount: 12,
      suggestions: [],
    });
  });
});

describe('enterAction', () => {
  const list = [shellfish, fish];

  it('picks the highlighted suggestion', () => {
    expect(enterAction('sh', list, 1, true)).toEqual({ kind: 'pick', suggestion: fish });
  });

  it('with none highlighted, takes the typed word only when the first suggestion is exactly that', () => {
    expect(enterAction('  shellfish ', list, -1, true)).toEqual({ kind: 'take', text: 'shellfish', suggestion: shellfish });
    // A typo or a prefix is never turned into a suggestion by itself: it is resolved.
    expect(enterAction('shelfish', list, -1, true)).toEqual({ kind: 'resolve', text: 'shelfish' });
    expect(enterAction('shell', list, -1, true)).toEqual({ kind: 'resolve', text: 'shell' });
  });

  it('resolves the typed text when no suggestions are showing, and does nothing for a blank box', () => {
    expect(enterAction('shellfish', list, 0, false)).toEqual({ kind: 'resolve', text: 'shellfish' });
    expect(enterAction('   ', list, -1, true)).toEqual({ kind: 'none' });
  });

  it('counts only the name as exact, never the synonym that matched', () => {
    expect(isExactMatch(' SHELLFISH', shellfish)).toBe(true);
    const blackOlives: FoodWordSuggestion = { kind: 'ingredient', key: 'olives', name: 'black olives', matched: 'olives' };
    expect(isExactMatch('olives', blackOlives)).toBe(false);
    expect(enterAction('olives', [blackOlives], -1, true)).toEqual({ kind: 'resolve', text: 'olives' });
  });
});

describe('chips', () => {
  it('say what a word stands for, without repeating a word that is its own name', () => {
    const known = (matches: WordResolution['matches']): WordResolution => ({
      text: '',
      known: true,
      matches,
      ingredientCount: 0,
      suggestions: [],
    });
    const group = known([{ kind: 'group', key: 'shellfish', name: 'Shellfish', size: 12 }]);
    expect(chipMeaning('shellfish', group)).toEqual({ text: 'Shellfish (12)', sameWord: false });
    expect(chipMeaning('Shellfish', group)).toEqual({ text: 'Shellfish (12)', sameWord: true });
    expect(chipMeaning('prawns', known([{ kind: 'ingredient', key: 'shrimp', name: 'shrimp' }]))).toEqual({
      text: 'shrimp',
      sameWord: false,
    });
    expect(
      chipMeaning(
        'nuts',
        known([treeNuts, { kind: 'group', key: 'peanuts', name: 'Peanuts', size: 3 }]),
      ),
    ).toEqual({ text: 'Tree nuts (20), Peanuts (3)', sameWord: false });
    expect(chipMeaning('shelfish', unknownShelfish)).toBeNull();
    expect(chipMeaning('shelfish', undefined)).toBeNull();
  });

  it('collect the notes of the groups they stand for, each once', () => {
    const nuts: WordResolution = { text: 'nuts', known: true, matches: [treeNuts], ingredientCount: 20, suggestions: [] };
    expect(groupNotes([nuts, undefined, unknownShelfish, { ...nuts, text: 'tree nuts' }])).toEqual([
      { key: 'group:tree_nuts', name: 'Tree nuts', note: 'Coconut is not counted as a tree nut.' },
    ]);
  });

  it('leave a problem at the field while a refused word is there and not kept unchecked', () => {
    const refused = [{ text: 'shelfish', suggestions: [] }];
    expect(refusedRemain(refused, ['milk', 'Shelfish'], [])).toBe(true);
    expect(refusedRemain(refused, ['milk', 'Shelfish'], ['shelfish'])).toBe(false);
    expect(refusedRemain(refused, ['milk', 'Shellfish'], [])).toBe(false);
    expect(refusedRemain(undefined, ['shelfish'], [])).toBe(false);
  });

  it('keep the “unchecked” mark only for words still in the list, in the list’s spelling', () => {
    expect(uncheckedIn(['Milk', 'shelfish', 'eggs'], ['SHELFISH', 'gone'])).toEqual(['shelfish']);
    expect(uncheckedIn([], ['shelfish'])).toEqual([]);
  });
});
