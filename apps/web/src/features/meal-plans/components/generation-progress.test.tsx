import type { MealPlanGenerators } from '@mealplanr/contracts/meal-plans';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TranslationProvider } from '../../../lib/use-translation.ts';
import { testTranslator } from '../../../testing/translator.ts';
import { Router } from 'wouter';
import { MEAL_PLAN_GENERATORS_KEY } from '../api/get-meal-plan-generators.ts';
import { GenerationProgress } from './generation-progress.tsx';

/**
 * The waiting screen as the server renders it once: what it says about the wait, and whether it offers to
 * cancel. Pressing Cancel is covered by the server's tests of the endpoint and was looked at in a browser.
 */
function render(options: { path: string; generators?: MealPlanGenerators; lang?: 'en' | 'ru' | 'be'; planId?: string; startedAt?: number }) {
  const i18n = testTranslator(options.lang ?? 'en');
  const client = new QueryClient();
  if (options.generators) client.setQueryData([MEAL_PLAN_GENERATORS_KEY], options.generators);
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <TranslationProvider translator={i18n}>
        <Router ssrPath={options.path}>
          <GenerationProgress startedAt={options.startedAt ?? Date.now()} onRefresh={() => {}} planId={options.planId} />
        </Router>
      </TranslationProvider>
    </QueryClientProvider>,
  );
  const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  return { html, text };
}

const chef = (timeoutSeconds: number): MealPlanGenerators => ({ generators: ['builtin', 'llm'], default: 'builtin', timeoutSeconds });
const cancelButton = (html: string) => /<button[^>]*data-testid="generation-cancel"[^>]*>/.exec(html)?.[0];

describe('GenerationProgress', () => {
  it('on a plan’s page, states the AI chef’s real limit and offers to cancel', () => {
    const { html, text } = render({ path: '/meal-plans/6f1c', generators: chef(300) });
    expect(text).toContain('This can take up to 5 minutes.');
    const button = cancelButton(html);
    expect(button).toBeDefined();
    expect(button).toContain('type="button"');
    expect(button).not.toContain('aria-busy');
    expect(button).not.toMatch(/ disabled(=|\s|>)/);
    expect(text).toContain('Cancel generation');
  });

  it('rounds the limit up to whole minutes, in the right plural', () => {
    expect(render({ path: '/meal-plans/6f1c', generators: chef(90) }).text).toContain('This can take up to 2 minutes.');
    expect(render({ path: '/meal-plans/6f1c', generators: chef(60) }).text).toContain('This can take up to 1 minute.');
    expect(render({ path: '/meal-plans/6f1c', generators: chef(300), lang: 'ru' }).text).toContain('Это может занять до 5 минут.');
    expect(render({ path: '/meal-plans/6f1c', generators: chef(60), lang: 'ru' }).text).toContain('Это может занять до 1 минуты.');
    const belarusian = render({ path: '/meal-plans/6f1c', generators: chef(180), lang: 'be' }).text;
    expect(belarusian).toContain('Гэта можа заняць да 3 хвілін.');
    expect(belarusian).toContain('Скасаваць стварэнне');
  });

  it('while the plan is still being asked for, offers no cancel and the usual hint', () => {
    const { html, text } = render({ path: '/meal-plans', generators: chef(300) });
    expect(cancelButton(html)).toBeUndefined();
    expect(text).toContain('This can take up to 2 minutes.');
    // …unless told which plan it is.
    expect(cancelButton(render({ path: '/meal-plans', generators: chef(300), planId: '6f1c' }).html)).toBeDefined();
  });

  it('without the AI chef’s limit (an older server), keeps the two-minute hint and time-out', () => {
    const { html, text } = render({ path: '/meal-plans/6f1c' });
    expect(text).toContain('This can take up to 2 minutes.');
    expect(cancelButton(html)).toBeDefined();
    expect(render({ path: '/meal-plans/6f1c', startedAt: Date.now() - 130_000 }).html).toContain('data-testid="generation-timeout"');
  });

  it('waits for the AI chef’s own limit before saying the plan may still be processing', () => {
    const longer = render({ path: '/meal-plans/6f1c', generators: chef(300), startedAt: Date.now() - 200_000 });
    expect(longer.html).toContain('data-testid="generation-progress"');
    const past = render({ path: '/meal-plans/6f1c', generators: chef(300), startedAt: Date.now() - 330_000 });
    expect(past.html).toContain('data-testid="generation-timeout"');
  });
});
