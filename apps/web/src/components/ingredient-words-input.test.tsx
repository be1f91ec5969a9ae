import type { WordResolution } from '@mealplanr/contracts/food-words';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TranslationProvider } from '../lib/use-translation.ts';
import { testTranslator } from '../testing/translator.ts';
import { wordResolutionQuery } from '../lib/food-words.ts';
import { type ExclusionCheck, IngredientWordsInput } from './ingredient-words-input.tsx';

/**
 * The field as the server renders it once, with what the cache already knows: chips, their states and the
 * messages under the box. Typing, Enter and the requests are covered end to end (e2e/exclusions.spec.ts).
 */
function render(props: { value: string[]; check?: ExclusionCheck; lang?: 'en' | 'be'; known?: WordResolution[] }) {
  const lang = props.lang ?? 'en';
  const i18n = testTranslator(lang, ['en', 'be']);
  const client = new QueryClient();
  for (const resolution of props.known ?? []) {
    client.setQueryData(wordResolutionQuery(resolution.text, lang).queryKey, resolution);
  }
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <TranslationProvider translator={i18n}>
        <IngredientWordsInput
          label="Ingredients to avoid"
          fullPlaceholder="full"
          removeLabel={(word) => `Remove ${word}`}
          value={props.value}
          onChange={() => {}}
          max={50}
          maxWordLength={60}
          tone="exclude"
          check={props.check}
        />
      </TranslationProvider>
    </QueryClientProvider>,
  );
  // Text as a person reads it, without the markup.
  const text = html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
  return { html, text };
}

const none: ExclusionCheck = { unchecked: [], onUncheckedChange: () => {} };
const shellfish: WordResolution = {
  text: 'shellfish',
  known: true,
  matches: [{ kind: 'group', key: 'shellfish', name: 'Shellfish', size: 12 }],
  ingredientCount: 12,
  suggestions: [],
};
const treeNuts: WordResolution = {
  text: 'tree nuts',
  known: true,
  matches: [{ kind: 'group', key: 'tree_nuts', name: 'Tree nuts', size: 20, note: 'Coconut is not counted as a tree nut.' }],
  ingredientCount: 20,
  suggestions: [],
};
const suggestions: WordResolution['suggestions'] = [
  { kind: 'group', key: 'shellfish', name: 'Shellfish', size: 12 },
  { kind: 'group', key: 'fish', name: 'Fish', size: 30 },
];

describe('IngredientWordsInput for exclusions', () => {
  it('shows what a resolved word stands for, and a group’s note under the field', () => {
    const { html, text } = render({ value: ['shellfish', 'tree nuts'], check: none, known: [shellfish, treeNuts] });
    expect(text).toContain('shellfish → stands for Shellfish (12)');
    expect(text).toContain('Tree nuts (20)');
    expect(text).toContain('Tree nuts: Coconut is not counted as a tree nut.');
    expect(html).toContain('data-state="plain"');
    expect(html).not.toContain('aria-invalid="true"');
  });

  it('marks a word kept unchecked with a warning, in words and not by colour alone', () => {
    const { html, text } = render({ value: ['shelfish'], check: { ...none, unchecked: ['Shelfish'] } });
    expect(html).toContain('data-state="unchecked"');
    expect(html).toContain('lucide-triangle-alert');
    expect(html).toContain('border-amber-500');
    expect(text).toContain('shelfish · , not checked');
    expect(text).toContain('Words kept unchecked are not looked for in the meals: meals may contain them.');
  });

  it('marks words the server refused, offering what they may mean and to keep them unchecked', () => {
    const { html, text } = render({
      value: ['milk', 'shelfish'],
      check: { ...none, refused: [{ text: 'shelfish', suggestions }] },
    });
    expect(html).toContain('data-state="unknown"');
    expect(html).toContain('aria-invalid="true"');
    expect(text).toContain('We don’t know “shelfish”. Did you mean: Shellfish · Fish?');
    expect(text).toContain('Keep “shelfish” unchecked');
    // The message is in a polite live region that the box points to.
    const messages = /<div id="([^"]+)" aria-live="polite"/.exec(html)?.[1];
    expect(messages).toBeDefined();
    expect(html).toMatch(new RegExp(`aria-describedby="[^"]*${messages}`));
  });

  it('treats a chip the server resolves as unknown like a refused one, until it is kept unchecked', () => {
    const unknown: WordResolution = { text: 'shelfish', known: false, matches: [], ingredientCount: 0, suggestions };
    expect(render({ value: ['shelfish'], check: none, known: [unknown] }).html).toContain('data-state="unknown"');
    const kept = render({ value: ['shelfish'], check: { ...none, unchecked: ['shelfish'] }, known: [unknown] });
    expect(kept.html).toContain('data-state="unchecked"');
    expect(kept.text).not.toContain('Did you mean');
  });

  it('speaks Belarusian', () => {
    const { text } = render({ value: ['шэлфіш'], check: { ...none, refused: [{ text: 'шэлфіш', suggestions: [] }] }, lang: 'be' });
    expect(text).toContain('Нам невядома «шэлфіш». Праверце напісанне.');
    expect(text).toContain('Пакінуць «шэлфіш» без праверкі');
  });
});

describe('IngredientWordsInput for ingredients to use', () => {
  it('takes words as they are: no states, no messages', () => {
    const { html } = render({ value: ['chicken'] });
    expect(html).not.toContain('data-state');
    expect(html).not.toContain('aria-live');
  });
});
