import { PlusIcon, XIcon } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_SUGGESTION_QUERY, useIngredientSuggestions } from '../lib/ingredient-suggestions.ts';
import { addWord } from '../lib/ingredient-words.ts';
import { useDebounced } from '../lib/use-debounced.ts';
import { cn } from '../lib/utils.ts';
import { Input } from './ui/input.tsx';
import { Spinner } from './ui/spinner.tsx';

/** Wait this long after the last key before asking the server (fewer requests while typing fast). */
const SUGGEST_DELAY_MS = 200;

/** Chip colours: what to use is green, what to avoid is red-tinted. */
const CHIP_TONES = {
  include: 'border-primary/40 bg-secondary text-secondary-foreground',
  exclude: 'border-destructive/40 bg-destructive/10 text-foreground dark:bg-destructive/25',
} as const;

export interface IngredientWordsInputProps {
  /** Names the input, the list of chosen words and the suggestions. */
  label: string;
  hint?: string;
  placeholder?: string;
  /** The placeholder once `max` words are chosen (the input is disabled then). */
  fullPlaceholder: string;
  /** The accessible name of a chip's remove button. */
  removeLabel: (word: string) => string;
  /**
   * With it, a spinner (named by this text for screen readers) shows in the box while suggestions load.
   * Leave it out where the box should stay plain.
   */
  searchingLabel?: string;
  /** With it, an "Add “…”" button under the box adds the typed word for those who do not think of Enter. */
  addTypedLabel?: (text: string) => string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  max: number;
  /** Longest word the API accepts; the input stops there. */
  maxWordLength: number;
  error?: string;
  tone: keyof typeof CHIP_TONES;
  'data-testid'?: string;
  /** Marks the field for "focus the first invalid field" lookups such as `[data-field="…"] input`. */
  'data-field'?: string;
}

/**
 * Ingredient words as removable chips, added by picking a suggestion (`/api/ingredients`, in the interface
 * language) or by typing any word and pressing Enter — family words such as "nuts" are welcome too, and
 * without suggestions (none found, or the request failed) it works just the same.
 * The input is an ARIA 1.2 combobox: arrows move through the suggestions, Enter adds, Escape closes the list
 * (and only the list, not the dialog around the form), Backspace in an empty box removes the last word.
 * Texts come from the caller because each screen words its limit and hints its own way.
 */
export function IngredientWordsInput({
  label,
  hint,
  placeholder,
  fullPlaceholder,
  removeLabel,
  searchingLabel,
  addTypedLabel,
  value,
  onChange,
  max,
  maxWordLength,
  error,
  tone,
  'data-testid': testId,
  'data-field': field,
}: IngredientWordsInputProps) {
  const { i18n } = useTranslation();
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebounced(text.trim(), SUGGEST_DELAY_MS);
  const search = useIngredientSuggestions(query, i18n.resolvedLanguage ?? 'en');
  const full = value.length >= max;
  const typed = text.trim();

  // Words already chosen are not suggested again.
  const taken = new Set(value.map((word) => word.toLocaleLowerCase()));
  const suggestions =
    query.length >= MIN_SUGGESTION_QUERY ? (search.data ?? []).filter((s) => !taken.has(s.name.toLocaleLowerCase())) : [];
  const showList = open && typed.length >= MIN_SUGGESTION_QUERY && suggestions.length > 0;

  const add = (word: string) => {
    if (full) return;
    onChange(addWord(value, word));
    setText('');
    setActive(-1);
    setOpen(false);
  };
  const remove = (word: string) => onChange(value.filter((item) => item !== word));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        if (suggestions.length === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((index) => (index + 1) % suggestions.length);
        return;
      case 'ArrowUp':
        if (suggestions.length === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
        return;
      case 'Enter': {
        // Enter in a form would submit it; here it adds the ingredient instead.
        event.preventDefault();
        const picked = showList && active >= 0 ? suggestions[active] : undefined;
        if (picked) add(picked.name);
        else if (typed) add(text);
        return;
      }
      case 'Escape':
        if (showList) {
          // Close the suggestions, not the dialog around the form.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        }
        return;
      case 'Backspace':
        if (text === '' && value.length > 0) remove(value[value.length - 1]!);
        return;
    }
  };

  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div className="flex flex-col gap-2" data-testid={testId} data-field={field}>
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="-mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={label}>
          {value.map((word) => (
            <li
              key={word}
              className={cn('inline-flex items-center gap-1 rounded-full border py-1 pr-1 pl-3 text-sm', CHIP_TONES[tone])}
            >
              <span>{word}</span>
              <button
                type="button"
                onClick={() => remove(word)}
                className={cn(
                  'inline-flex size-6 cursor-pointer items-center justify-center rounded-full transition-colors',
                  'hover:bg-foreground/10 focus-visible:outline-2 focus-visible:outline-ring',
                )}
                aria-label={removeLabel(word)}
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
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          maxLength={maxWordLength}
          placeholder={full ? fullPlaceholder : placeholder}
          disabled={full}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          // Let a click on a suggestion land before the list disappears.
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          // Room for the spinner, so typed text never runs under it.
          className={searchingLabel ? 'pr-10' : undefined}
        />
        {searchingLabel ? (
          <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2">
            {search.isFetching && typed.length >= MIN_SUGGESTION_QUERY ? (
              <Spinner className="size-4" label={searchingLabel} />
            ) : null}
          </span>
        ) : null}
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!showList}
          className="absolute top-full right-0 left-0 z-10 mt-1 max-h-64 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // mousedown, not click: it fires before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                add(suggestion.name);
              }}
              onMouseEnter={() => setActive(index)}
              className={cn(
                'flex cursor-pointer items-center justify-between gap-2 rounded-md px-2 py-2 text-sm',
                index === active && 'bg-accent text-accent-foreground',
              )}
            >
              <span>{suggestion.name}</span>
              {/* What was typed matched a synonym or another language's name: say which, or the pick looks odd. */}
              {suggestion.matched && suggestion.matched.toLocaleLowerCase() !== suggestion.name.toLocaleLowerCase() ? (
                <span className="truncate text-xs text-muted-foreground">{suggestion.matched}</span>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
      {addTypedLabel && typed && !full ? (
        <button
          type="button"
          onClick={() => add(text)}
          className="inline-flex w-fit cursor-pointer items-center gap-1 rounded-md text-sm text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          <PlusIcon className="size-4" aria-hidden="true" />
          {addTypedLabel(typed)}
        </button>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
