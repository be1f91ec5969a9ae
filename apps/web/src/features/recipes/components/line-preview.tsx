import type { Language } from '@mealplanr/contracts/enums';
import type { OwnRecipeLine, ParseLinesAnswer } from '@mealplanr/contracts/recipes';
import { CircleCheckIcon, HandIcon, TriangleAlertIcon, Undo2Icon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatInteger } from '../../meal-plans/utils/format.ts';
import { amountText } from '../../meal-plans/utils/amount-text.ts';
import { capitalize } from '../../meal-plans/utils/format.ts';
import { IngredientCombobox } from '../../grocery-lists/components/ingredient-combobox.tsx';

export interface LinePreviewProps {
  /** The lines as typed now (trimmed, without empty ones). */
  lines: readonly string[];
  /** The server's reading of the lines, maybe of an earlier text while the next reading runs. */
  answer: ParseLinesAnswer | undefined;
  reading: boolean;
  failed: boolean;
  recipeLanguage: Language;
  /** Choose the catalog ingredient a line means (null: read it from the text again). */
  onMap: (lineText: string, ingredientId: string | null) => void;
}

/**
 * How each ingredient line is read: amount, unit and catalog ingredient, or a marked line the catalog did not
 * understand, with the ingredients it might mean and a search to choose one by hand.
 */
export function LinePreview({ lines, answer, reading, failed, recipeLanguage, onMap }: LinePreviewProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const read = new Map<string, OwnRecipeLine>((answer?.lines ?? []).map((line) => [line.text, line]));
  const unresolved = lines.filter((text) => read.get(text)?.resolved === false).length;

  return (
    <section className="flex flex-col gap-3" aria-labelledby="line-preview-heading" data-testid="line-preview">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="line-preview-heading" className="text-sm font-semibold">
          {t('recipes.editor.linesPreview')}
        </h3>
        <div aria-live="polite" className="text-sm text-muted-foreground">
          {reading ? (
            <span className="inline-flex items-center gap-2">
              <Spinner className="size-4" label={t('recipes.editor.reading')} />
              <span aria-hidden="true">{t('recipes.editor.reading')}</span>
            </span>
          ) : failed ? (
            t('recipes.editor.readFailed')
          ) : null}
        </div>
      </div>
      <ol className="flex flex-col gap-2">
        {lines.map((text, index) => (
          <LineRow
            key={`${index}-${text}`}
            text={text}
            line={read.get(text)}
            language={language}
            recipeLanguage={recipeLanguage}
            onMap={(ingredientId) => onMap(text, ingredientId)}
          />
        ))}
      </ol>
      {answer && !reading ? (
        <div className="flex flex-col gap-1 text-sm" aria-live="polite">
          {unresolved > 0 ? (
            <p className="text-amber-900 dark:text-amber-200" data-testid="unresolved-summary">
              {t('recipes.editor.unresolvedSummary', { count: unresolved })}
            </p>
          ) : null}
          <p className="text-muted-foreground" data-testid="preview-figures">
            {t('recipes.editor.perServing', {
              kcal: formatInteger(answer.nutrition.kcal, language),
              protein: formatInteger(answer.nutrition.proteinG, language),
              fat: formatInteger(answer.nutrition.fatG, language),
              carbs: formatInteger(answer.nutrition.carbsG, language),
            })}
          </p>
        </div>
      ) : null}
    </section>
  );
}

function LineRow({
  text,
  line,
  language,
  recipeLanguage,
  onMap,
}: {
  text: string;
  line: OwnRecipeLine | undefined;
  language: string;
  recipeLanguage: Language;
  onMap: (ingredientId: string | null) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const quantity = !line
    ? null
    : line.parse.toTaste
      ? t('recipes.editor.toTaste')
      : line.amount !== null && line.unit !== null
        ? amountText(t, line.amount, line.unit, language)
        : line.parse.quantity !== null
          ? [line.parse.quantity, line.parse.unitWord].filter((part) => part !== null).join(' ')
          : t('recipes.editor.noAmount');

  return (
    <li
      className="flex flex-col gap-2 rounded-lg border bg-card px-3 py-2 text-sm"
      data-testid="line-row"
      data-resolved={line ? line.resolved : undefined}
    >
      <div className="flex items-start gap-2">
        {!line ? (
          <span className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        ) : line.resolved ? (
          <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        ) : (
          <TriangleAlertIcon className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <p lang={recipeLanguage !== language ? recipeLanguage : undefined} className="font-medium break-words">
            {text}
          </p>
          {line ? (
            <p className="flex flex-wrap gap-x-2 text-muted-foreground" data-testid="line-reading">
              <span>
                <span className="sr-only">{t('recipes.editor.lineQuantity')}: </span>
                {quantity}
              </span>
              <span aria-hidden="true">·</span>
              {line.ingredientName ? (
                <span data-testid="line-ingredient">
                  <span className="sr-only">{t('recipes.editor.lineIngredient')}: </span>
                  {capitalize(line.ingredientName, recipeLanguage)}
                </span>
              ) : (
                <span className="font-medium text-amber-900 dark:text-amber-200">{t('recipes.editor.unresolved')}</span>
              )}
              {line.mappedByHand ? (
                <span className="inline-flex items-center gap-1 text-xs">
                  <HandIcon className="size-3" aria-hidden="true" />
                  {t('recipes.editor.mappedByHand')}
                </span>
              ) : null}
            </p>
          ) : null}
          {line && !line.resolved && line.ingredientId ? (
            <p className="text-amber-900 dark:text-amber-200">{t('recipes.editor.unweighable')}</p>
          ) : null}
        </div>
        {line?.mappedByHand ? (
          <Button
            variant="ghost"
            size="sm"
            className="-my-1 shrink-0"
            icon={<Undo2Icon aria-hidden="true" />}
            onClick={() => onMap(null)}
            aria-label={`${t('recipes.editor.undoMapping')}: ${text}`}
          >
            <span aria-hidden="true" className="hidden sm:inline">
              {t('recipes.editor.undoMapping')}
            </span>
          </Button>
        ) : null}
      </div>
      {line && !line.resolved && !line.ingredientId ? (
        <div className="flex flex-col gap-2 pl-6">
          {line.parse.candidates.length > 0 ? (
            <div className="flex flex-wrap items-center gap-1.5">
              <span className="text-muted-foreground">{t('recipes.editor.didYouMean')}</span>
              {line.parse.candidates.slice(0, 4).map((candidate) => (
                <Button
                  key={candidate.id}
                  variant="outline"
                  size="sm"
                  className="h-7 px-2 text-xs"
                  onClick={() => onMap(candidate.id)}
                  aria-label={t('recipes.editor.useCandidate', { name: candidate.name })}
                >
                  {capitalize(candidate.name, recipeLanguage)}
                </Button>
              ))}
            </div>
          ) : null}
          <IngredientCombobox
            value={search}
            onValueChange={setSearch}
            onPick={(suggestion) => {
              setSearch('');
              onMap(suggestion.id);
            }}
            aria-label={t('recipes.editor.chooseIngredientFor', { line: text })}
            placeholder={t('recipes.editor.chooseIngredientPlaceholder')}
            className="h-9"
            data-testid="map-ingredient"
          />
        </div>
      ) : null}
    </li>
  );
}
