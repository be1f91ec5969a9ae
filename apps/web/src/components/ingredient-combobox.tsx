import type { ComponentProps } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { type IngredientSuggestion, useIngredientSuggestions } from '../lib/ingredient-suggestions.ts';
import { useDebounced } from '../lib/use-debounced.ts';
import { Combobox } from './combobox.tsx';

/** Wait this long after the last key before asking for suggestions. */
const DEBOUNCE_MS = 200;
/** Suggestions shown at most. */
const MAX_SUGGESTIONS = 8;

type InputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'role' | 'onKeyDown' | 'ref'>;

/**
 * A text box that suggests catalog ingredients as one types, in the interface language, each with its store
 * section (the shared combobox: arrows, Enter takes one, Escape closes). Anything typed is accepted as it is.
 */
export function IngredientCombobox({
  ref,
  value,
  onValueChange,
  onPick,
  ...inputProps
}: InputProps & {
  ref?: ComponentProps<'input'>['ref'];
  value: string;
  onValueChange: (value: string) => void;
  onPick: (suggestion: IngredientSuggestion) => void;
}) {
  const { t, i18n } = useTranslation();
  const query = useDebounced(value, DEBOUNCE_MS);
  const search = useIngredientSuggestions(query, i18n.resolvedLanguage ?? 'en');
  // The exact name typed is no suggestion: it is already there.
  const suggestions = (search.data ?? [])
    .filter((suggestion) => suggestion.name.toLocaleLowerCase() !== value.trim().toLocaleLowerCase())
    .slice(0, MAX_SUGGESTIONS);

  return (
    <Combobox
      {...inputProps}
      ref={ref}
      value={value}
      onValueChange={onValueChange}
      options={suggestions}
      optionKey={(suggestion) => suggestion.id}
      onPick={onPick}
      listLabel={t('grocery.item.suggestions')}
      optionClassName="items-center justify-between gap-3 hover:bg-accent/60"
      renderOption={(suggestion) => (
        <>
          <span className="min-w-0">{suggestion.name}</span>
          {suggestion.category ? (
            <span className="shrink-0 text-xs whitespace-nowrap text-muted-foreground">
              {t(`grocery.categories.${suggestion.category}`)}
            </span>
          ) : null}
        </>
      )}
    />
  );
}
