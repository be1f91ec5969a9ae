import { EXCLUDED_INGREDIENT_MAX_LENGTH } from '@mealplanr/contracts/preferences';
import { XIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/utils.ts';
import { MIN_SUGGESTION_QUERY, useIngredientSuggestions } from '../api/search-ingredients.ts';
import { addWord } from '../lib/preferences-form.ts';

const SUGGEST_DELAY_MS = 200;

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export interface IngredientWordsInputProps {
  label: string;
  hint: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  max: number;
}

/**
 * Ingredients to leave out, as removable chips. A word is added with Enter (or the Add button) or by picking a
 * suggestion from `/api/ingredients`; without suggestions it works just the same. An ARIA 1.2 combobox: arrows
 * move through the suggestions, Enter adds, Escape closes the list (not the dialog).
 */
export function IngredientWordsInput({ label, hint, value, onChange, max }: IngredientWordsInputProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebounced(text.trim(), SUGGEST_DELAY_MS);
  const suggestionsQuery = useIngredientSuggestions(query, i18n.resolvedLanguage ?? 'en');
  const full = value.length >= max;

  const taken = new Set(value.map((word) => word.toLocaleLowerCase()));
  const suggestions =
    query.length >= MIN_SUGGESTION_QUERY && !suggestionsQuery.isError
      ? (suggestionsQuery.data ?? []).filter((s) => !taken.has(s.name.toLocaleLowerCase()))
      : [];
  const showList = open && text.trim().length >= MIN_SUGGESTION_QUERY && suggestions.length > 0;

  const add = (word: string) => {
    if (full) return;
    onChange(addWord(value, word));
    setText('');
    setActive(-1);
    setOpen(false);
  };
  const remove = (word: string) => onChange(value.filter((item) => item !== word));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!suggestions.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter') {
      event.preventDefault(); // add the word, do not submit the form
      const picked = showList && active >= 0 ? suggestions[active] : undefined;
      add(picked ? picked.name : text);
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      remove(value[value.length - 1]!);
    }
  };

  return (
    <div className="flex flex-col gap-2" data-field="excludedIngredients">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <p id={hintId} className="-mt-1 text-sm text-muted-foreground">
        {hint}
      </p>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={label}>
          {value.map((word) => (
            <li
              key={word}
              className="inline-flex items-center gap-1 rounded-full border border-destructive/40 bg-destructive/10 py-1 pr-1 pl-3 text-sm dark:bg-destructive/25"
            >
              <span>{word}</span>
              <button
                type="button"
                onClick={() => remove(word)}
                className="inline-flex size-6 cursor-pointer items-center justify-center rounded-full hover:bg-foreground/10 focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={t('profile.preferences.removeIngredient', { name: word })}
              >
                <XIcon className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative">
        <Input
          id={inputId}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={hintId}
          autoComplete="off"
          maxLength={EXCLUDED_INGREDIENT_MAX_LENGTH}
          disabled={full}
          placeholder={full ? t('profile.preferences.ingredientsFull', { max }) : t('profile.preferences.ingredientPlaceholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          // Let a click on a suggestion land before the list closes.
          onBlur={() => setTimeout(() => setOpen(false), 150)}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!showList}
          className="absolute top-full right-0 left-0 z-10 mt-1 max-h-60 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => {
                event.preventDefault();
                add(suggestion.name);
              }}
              className={cn(
                'cursor-pointer rounded-md px-2 py-2 text-sm',
                index === active ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60',
              )}
            >
              {suggestion.name}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
