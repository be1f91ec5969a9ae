import { QUESTIONNAIRE_LIMITS } from '@mealplanr/contracts/meal-plans';
import { PlusIcon, XIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/utils.ts';
import { MIN_QUERY_LENGTH, useIngredientSearch } from '../api/search-ingredients.ts';
import { addTerm } from '../utils/questionnaire-form.ts';

/** Wait this long after the last key before asking the server (fewer requests while typing fast). */
const SEARCH_DELAY_MS = 200;

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export interface IngredientPickerProps {
  label: string;
  hint?: string;
  placeholder?: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  max: number;
  error?: string;
  /** Chip colours: what to use is green, what to avoid is red-tinted. */
  tone: 'include' | 'exclude';
  'data-testid'?: string;
}

/**
 * Ingredient words as removable chips, added by picking a suggestion (`/api/ingredients`, in the interface
 * language) or by typing any word and pressing Enter — family words such as "nuts" are welcome too.
 * The input is an ARIA 1.2 combobox: arrows move through the suggestions, Enter adds, Escape closes.
 */
export function IngredientPicker({
  label,
  hint,
  placeholder,
  value,
  onChange,
  max,
  error,
  tone,
  'data-testid': testId,
}: IngredientPickerProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const search = useIngredientSearch(query, i18n.resolvedLanguage ?? 'en');
  const full = value.length >= max;

  const taken = new Set(value.map((term) => term.toLocaleLowerCase()));
  const suggestions =
    query.length >= MIN_QUERY_LENGTH ? (search.data ?? []).filter((s) => !taken.has(s.name.toLocaleLowerCase())) : [];
  const showList = open && text.trim().length >= MIN_QUERY_LENGTH && suggestions.length > 0;

  const add = (term: string) => {
    if (full) return;
    onChange(addTerm(value, term));
    setText('');
    setActive(-1);
    setOpen(false);
  };
  const remove = (term: string) => onChange(value.filter((item) => item !== term));

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
        else if (text.trim()) add(text);
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
  const chipTone =
    tone === 'include'
      ? 'border-primary/40 bg-secondary text-secondary-foreground'
      : 'border-destructive/40 bg-destructive/10 text-foreground dark:bg-destructive/25';

  return (
    <div className="flex flex-col gap-2" data-testid={testId}>
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
          {value.map((term) => (
            <li
              key={term}
              className={cn('inline-flex items-center gap-1 rounded-full border py-1 pr-1 pl-3 text-sm', chipTone)}
            >
              <span>{term}</span>
              <button
                type="button"
                onClick={() => remove(term)}
                className={cn(
                  'inline-flex size-6 cursor-pointer items-center justify-center rounded-full transition-colors',
                  'hover:bg-foreground/10 focus-visible:outline-2 focus-visible:outline-ring',
                )}
                aria-label={t('plans.questionnaire.removeIngredient', { name: term })}
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
          maxLength={QUESTIONNAIRE_LIMITS.ingredientLength}
          placeholder={full ? t('plans.questionnaire.ingredientsFull', { max }) : placeholder}
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
          className="pr-10"
        />
        <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2">
          {search.isFetching && text.trim().length >= MIN_QUERY_LENGTH ? (
            <Spinner className="size-4" label={t('plans.questionnaire.searching')} />
          ) : null}
        </span>
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
              {suggestion.matched && suggestion.matched.toLocaleLowerCase() !== suggestion.name.toLocaleLowerCase() ? (
                <span className="truncate text-xs text-muted-foreground">{suggestion.matched}</span>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
      {text.trim() && !full ? (
        <button
          type="button"
          onClick={() => add(text)}
          className="inline-flex w-fit cursor-pointer items-center gap-1 rounded-md text-sm text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          <PlusIcon className="size-4" aria-hidden="true" />
          {t('plans.questionnaire.addTyped', { text: text.trim() })}
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
