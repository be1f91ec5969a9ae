import { useQueries, useQueryClient } from '@tanstack/react-query';
import { CircleAlertIcon, InfoIcon, PlusIcon, TriangleAlertIcon, XIcon } from 'lucide-react';
import { Fragment, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { errorMessage } from '../lib/error-message.ts';
import {
  type FoodMatch,
  type UnknownWord,
  type WordResolution,
  chipMeaning,
  enterAction,
  groupNotes,
  MIN_FOOD_WORD_QUERY,
  rememberPicked,
  uncheckedIn,
  useFoodWordSuggestions,
  wordKey,
  wordResolutionQuery,
} from '../lib/food-words.ts';
import { MIN_SUGGESTION_QUERY, useIngredientSuggestions } from '../lib/ingredient-suggestions.ts';
import { addWord, replaceWord } from '../lib/ingredient-words.ts';
import { useDebounced } from '../lib/use-debounced.ts';
import { cn } from '../lib/utils.ts';
import { Combobox } from './combobox.tsx';
import { Spinner } from './ui/spinner.tsx';

/** Wait this long after the last key before asking the server (fewer requests while typing fast). */
const SUGGEST_DELAY_MS = 200;

/** Chip colours: what to use is green, what to avoid is red-tinted. */
const CHIP_TONES = {
  include: 'border-primary/40 bg-secondary text-secondary-foreground',
  exclude: 'border-destructive/40 bg-destructive/10 text-foreground dark:bg-destructive/25',
} as const;

/** A word kept although nobody could check it: amber, with a warning icon, whatever the tone. */
const UNCHECKED_CHIP =
  'border-2 border-amber-500 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950/40 dark:text-amber-100';
/** A word the server does not know and nobody has decided about yet. */
const UNKNOWN_CHIP =
  'border-2 border-dashed border-destructive bg-destructive/10 text-foreground dark:border-red-400 dark:bg-destructive/25';

/**
 * Exclusions are checked: a typed word becomes a chip only once the food-word engine understands it (or once
 * the person chose to keep it unchecked), and each chip says what it stands for.
 */
export interface ExclusionCheck {
  /** Words kept although they are no food we know (the form sends `allowUncheckedExclusions` for them). */
  unchecked: readonly string[];
  onUncheckedChange: (next: string[]) => void;
  /** Words the server refused when the form was sent (422 `unknown_exclusion`), with its suggestions. */
  refused?: readonly UnknownWord[];
}

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
  /** Check each word with the food-word engine (exclusions); without it any word is taken as typed. */
  check?: ExclusionCheck;
  'data-testid'?: string;
  /** Marks the field for "focus the first invalid field" lookups such as `[data-field="…"] input`. */
  'data-field'?: string;
}

/** One line of the suggestion list, whichever API it came from. */
interface Option {
  id: string;
  name: string;
  /** The name or synonym that matched what was typed, when it is not the name itself. */
  matched?: string;
  /** A food group (exclusions only): how many ingredients it stands for, and what to know about it. */
  group?: { size?: number; note?: string };
  /** The food-word match behind it (exclusions only). */
  match?: FoodMatch;
}

/** What became of a word after Enter: being checked, or not understood (or not checkable) and waiting for a choice. */
type Check =
  | { text: string; status: 'checking' }
  | { text: string; status: 'unknown'; suggestions: FoodMatch[] }
  | { text: string; status: 'failed'; message: string };

/**
 * Ingredient words as removable chips. Without `check` (ingredients to use), a word is added by picking a
 * suggestion (`/api/ingredients`) or by typing any word and pressing Enter. With `check` (ingredients to
 * avoid), suggestions are food words (`/api/food-words`: groups such as "Tree nuts" as well as ingredients),
 * and a typed word is first resolved (`/api/food-words/resolve`): a known word becomes a chip saying what it
 * stands for; an unknown one does not, and a message under the box offers what it may have meant, or to keep
 * the word unchecked (an amber chip). Words refused by the server when the form was sent get the same choice.
 *
 * The input is the shared combobox (components/combobox.tsx): arrows move through the suggestions, Enter adds,
 * Escape closes the list (and only the list, not the dialog around the form); Backspace in an empty box removes
 * the last word. The
 * messages under the box are a polite live region whose buttons follow the box in Tab order.
 * Labels and hints come from the caller because each screen words its limit and hints its own way.
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
  check,
  'data-testid': testId,
  'data-field': field,
}: IngredientWordsInputProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const queryClient = useQueryClient();
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const messagesId = `${id}-messages`;
  const inputRef = useRef<HTMLInputElement>(null);
  /**
   * The box's text, the words and the unchecked ones as they are now: a check answers after the person may
   * have typed on or added other words, and its chip must join those, not an older list.
   */
  const latestText = useRef('');
  const latestValue = useRef(value);
  const latestUnchecked = useRef(check?.unchecked ?? []);
  useEffect(() => {
    latestValue.current = value;
    latestUnchecked.current = check?.unchecked ?? [];
  }, [value, check?.unchecked]);
  const [text, setText] = useState('');
  /**
   * Chips join in the order their words were entered, even when an earlier word's check answers after a later
   * word was picked: every addition waits for the ones before it.
   */
  const additions = useRef<Promise<void>>(Promise.resolve());
  const inOrder = (work: () => void | Promise<void>) => {
    const next = additions.current.then(work);
    additions.current = next.catch(() => undefined);
  };
  /** Typed words after Enter, one entry per word, until they become chips or are given up. */
  const [typedChecks, setTypedChecks] = useState<Check[]>([]);
  const query = useDebounced(text.trim(), SUGGEST_DELAY_MS);
  const checked = check !== undefined;
  const ingredientSearch = useIngredientSuggestions(checked ? '' : query, language);
  const foodSearch = useFoodWordSuggestions(query, language, checked);
  const search = checked ? foodSearch : ingredientSearch;
  const full = value.length >= max;
  const typed = text.trim();
  const minQuery = checked ? MIN_FOOD_WORD_QUERY : MIN_SUGGESTION_QUERY;

  // What each chip stands for (exclusions). Answers are cached per word, so a chip added from a resolved or
  // picked word asks nothing more, and the same words on another screen are read from the cache.
  const resolutions = useQueries({
    queries: checked ? value.map((word) => ({ ...wordResolutionQuery(word, language), retry: false })) : [],
  });
  const resolutionOf = (index: number): WordResolution | undefined => resolutions[index]?.data;

  const uncheckedKeys = new Set((check?.unchecked ?? []).map(wordKey));
  const refusedByKey = new Map((check?.refused ?? []).map((word) => [wordKey(word.text), word]));
  /** Chips that are no food we know and not kept unchecked: each needs a decision. */
  const unknownChips: UnknownWord[] = checked
    ? value.flatMap((word, index) => {
        if (uncheckedKeys.has(wordKey(word))) return [];
        const refused = refusedByKey.get(wordKey(word));
        if (refused) return [{ text: word, suggestions: refused.suggestions }];
        const resolution = resolutionOf(index);
        return resolution && !resolution.known ? [{ text: word, suggestions: resolution.suggestions }] : [];
      })
    : [];
  const unknownKeys = new Set(unknownChips.map((word) => wordKey(word.text)));
  const notes = checked
    ? groupNotes(value.map((word, index) => (uncheckedKeys.has(wordKey(word)) ? undefined : resolutionOf(index))))
    : [];

  // Words already chosen are not suggested again.
  const taken = new Set(value.map(wordKey));
  const options: Option[] =
    query.length >= minQuery
      ? (checked
          ? (foodSearch.data ?? []).map<Option>((s) => ({
              id: `${s.kind}:${s.key}`,
              name: s.name,
              matched: s.matched,
              group: s.kind === 'group' ? { size: s.size, note: s.note } : undefined,
              match: s,
            }))
          : (ingredientSearch.data ?? []).map<Option>((s) => ({ id: s.id, name: s.name, matched: s.matched }))
        ).filter((option) => !taken.has(wordKey(option.name)))
      : [];
  const checkingNow = typedChecks.find((entry) => entry.status === 'checking');
  const checkingBox = typedChecks.some((entry) => entry.status === 'checking' && wordKey(entry.text) === wordKey(text));
  const waiting = typedChecks.filter((entry) => entry.status !== 'checking');

  const clearBox = () => {
    setText('');
    latestText.current = '';
  };
  /** Once the word in the box is settled (a chip, or kept), the box is free for the next one. */
  const clearBoxIf = (word: string) => {
    if (wordKey(latestText.current) === wordKey(word)) clearBox();
  };
  const forget = (word: string) => setTypedChecks((all) => all.filter((entry) => wordKey(entry.text) !== wordKey(word)));
  /** A new word from the box: messages about earlier words the person has moved on from are dropped. */
  const moveOn = () => setTypedChecks((all) => all.filter((entry) => entry.status === 'checking'));

  const setUnchecked = (next: string[], words: readonly string[] = value) =>
    check?.onUncheckedChange(uncheckedIn(words, next));

  /** Adds a chip to the words as they are now; with `unchecked`, marked as kept unchecked. */
  const addChip = (word: string, unchecked = false) => {
    const current = latestValue.current;
    if (current.length >= max) return;
    const next = addWord(current, word);
    latestValue.current = next;
    onChange(next);
    if (unchecked && check) {
      const marks = uncheckedIn(next, [...latestUnchecked.current, word]);
      latestUnchecked.current = marks;
      check.onUncheckedChange(marks);
    }
  };

  const add = (word: string) => {
    if (full) return;
    inOrder(() => addChip(word));
    clearBox();
  };

  const pick = (option: Pick<Option, 'name' | 'match'>) => {
    if (option.match) rememberPicked(queryClient, option.match, language);
    moveOn();
    add(option.name);
  };

  const remove = (word: string) => {
    const next = value.filter((item) => item !== word);
    latestValue.current = next;
    onChange(next);
    if (check && uncheckedKeys.has(wordKey(word))) setUnchecked([...check.unchecked], next);
  };

  /**
   * Enter or "Add": a typed exclusion is resolved first and becomes a chip only when it is understood. The
   * person may type on meanwhile: an understood word still becomes a chip, and one that is not still gets its
   * message — nothing typed is dropped without a word.
   */
  const resolveTyped = (raw: string) => {
    const word = raw.trim().replace(/\s+/g, ' ');
    if (!word || full) return;
    if (typedChecks.some((entry) => entry.status === 'checking' && wordKey(entry.text) === wordKey(word))) return;
    if (taken.has(wordKey(word))) {
      clearBox();
      return;
    }
    const settle = (entry: Check) =>
      setTypedChecks((all) => [...all.filter((other) => wordKey(other.text) !== wordKey(word)), entry]);
    setTypedChecks((all) => [
      ...all.filter((entry) => entry.status === 'checking' && wordKey(entry.text) !== wordKey(word)),
      { text: word, status: 'checking' },
    ]);
    const answer = queryClient.fetchQuery(wordResolutionQuery(word, language));
    inOrder(async () => {
      try {
        const resolution = await answer;
        if (resolution.known) {
          forget(word);
          addChip(word);
          clearBoxIf(word);
        } else settle({ text: word, status: 'unknown', suggestions: resolution.suggestions });
      } catch (failure) {
        settle({ text: word, status: 'failed', message: errorMessage(failure) });
      }
    });
  };

  const submitTyped = (raw: string) => {
    if (checked) resolveTyped(raw);
    else if (raw.trim()) add(raw);
  };

  /** The typed word is kept as it is, known or not: an amber chip, and the plan says it was not checked. */
  const keepTyped = (word: string) => {
    if (full || !check) return;
    forget(word);
    addChip(word, true);
    clearBoxIf(word);
    inputRef.current?.focus();
  };

  const pickForTyped = (word: string, match: FoodMatch) => {
    rememberPicked(queryClient, match, language);
    forget(word);
    addChip(match.name);
    clearBoxIf(word);
    inputRef.current?.focus();
  };

  /** "Did you mean" for a chip: the chip becomes the word that was meant. */
  const replaceChip = (word: string, match: FoodMatch) => {
    rememberPicked(queryClient, match, language);
    const next = replaceWord(value, word, match.name);
    latestValue.current = next;
    onChange(next);
    inputRef.current?.focus();
  };

  const keepChip = (word: string) => {
    if (!check) return;
    setUnchecked([...check.unchecked, word]);
    inputRef.current?.focus();
  };

  /** Enter adds: the highlighted suggestion, or the typed word (an exclusion once it is understood). */
  const onEnter = ({ activeIndex, listShown }: { activeIndex: number; listShown: boolean }) => {
    if (checked) {
      const action = enterAction(text, options, activeIndex, listShown);
      if (action.kind === 'pick') pick(action.suggestion);
      else if (action.kind === 'take') {
        moveOn();
        add(action.text);
      } else if (action.kind === 'resolve') resolveTyped(action.text);
      return;
    }
    const picked = listShown && activeIndex >= 0 ? options[activeIndex] : undefined;
    if (picked) add(picked.name);
    else if (typed) add(text);
  };

  const onOtherKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && text === '' && value.length > 0) remove(value[value.length - 1]!);
  };

  const hasMessages = checked && (waiting.length > 0 || unknownChips.length > 0 || notes.length > 0);
  const describedBy =
    [hint ? hintId : undefined, error ? errorId : undefined, hasMessages ? messagesId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  const spinnerLabel = checkingNow ? t('exclusions.checking', { text: checkingNow.text }) : searchingLabel;
  const searching = search.isFetching && typed.length >= minQuery;

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
          {value.map((word, index) => {
            const state = uncheckedKeys.has(wordKey(word))
              ? 'unchecked'
              : unknownKeys.has(wordKey(word))
                ? 'unknown'
                : 'plain';
            const meaning = state === 'plain' && checked ? chipMeaning(word, resolutionOf(index)) : null;
            const status =
              state === 'unchecked' ? t('exclusions.notChecked') : state === 'unknown' ? t('exclusions.notKnown') : null;
            return (
              <li
                key={word}
                data-state={checked ? state : undefined}
                className={cn(
                  'inline-flex max-w-full items-center gap-1 rounded-full border py-1 pr-1 pl-3 text-sm',
                  state === 'unchecked' ? UNCHECKED_CHIP : state === 'unknown' ? UNKNOWN_CHIP : CHIP_TONES[tone],
                  state !== 'plain' && 'pl-2',
                )}
              >
                {state === 'unchecked' ? (
                  <TriangleAlertIcon className="size-4 shrink-0 text-amber-600 dark:text-amber-300" aria-hidden="true" />
                ) : state === 'unknown' ? (
                  <CircleAlertIcon className="size-4 shrink-0 text-destructive dark:text-red-400" aria-hidden="true" />
                ) : null}
                <span className="min-w-0 break-words">
                  {meaning && !meaning.sameWord ? (
                    <>
                      {word} <span aria-hidden="true">→</span>
                      <span className="sr-only"> {t('exclusions.standsFor')}</span> {meaning.text}
                    </>
                  ) : (
                    (meaning?.text ?? word)
                  )}
                  {status ? (
                    <span className="text-xs">
                      <span aria-hidden="true"> · </span>
                      <span className="sr-only">, </span>
                      {status}
                    </span>
                  ) : null}
                </span>
                <button
                  type="button"
                  onClick={() => remove(word)}
                  className={cn(
                    'inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-full transition-colors',
                    'hover:bg-foreground/10 focus-visible:outline-2 focus-visible:outline-ring',
                  )}
                  aria-label={removeLabel(word)}
                >
                  <XIcon className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <Combobox
        ref={inputRef}
        id={inputId}
        value={text}
        onValueChange={(next) => {
          setText(next);
          latestText.current = next;
        }}
        options={options}
        optionKey={(option) => option.id}
        onPick={pick}
        listLabel={label}
        canShow={typed.length >= minQuery}
        openOnFocus
        onEnter={onEnter}
        onOtherKey={onOtherKey}
        aria-describedby={describedBy}
        aria-invalid={error || unknownChips.length > 0 ? true : undefined}
        aria-busy={checkingNow ? true : undefined}
        maxLength={maxWordLength}
        placeholder={full ? fullPlaceholder : placeholder}
        disabled={full}
        adornment={
          spinnerLabel ? (
            checkingNow || searching ? (
              <Spinner className="size-4" label={spinnerLabel} />
            ) : null
          ) : undefined
        }
        listClassName="z-10 max-h-64"
        optionClassName="flex-col gap-0.5"
        renderOption={(option) => (
          <>
            <span className="flex items-center justify-between gap-2">
              <span className="flex min-w-0 items-baseline gap-2">
                <span>{option.name}</span>
                {option.group ? (
                  <span className="shrink-0 rounded-full border px-1.5 text-xs text-muted-foreground">
                    {option.group.size === undefined
                      ? t('exclusions.groupHint')
                      : t('exclusions.groupSize', { count: option.group.size })}
                  </span>
                ) : null}
              </span>
              {/* What was typed matched a synonym or another language's name: say which, or the pick looks odd. */}
              {option.matched && !wordKey(option.name).includes(wordKey(option.matched)) ? (
                <span className="truncate text-xs text-muted-foreground">{option.matched}</span>
              ) : null}
            </span>
            {option.group?.note ? <span className="text-xs text-muted-foreground">{option.group.note}</span> : null}
          </>
        )}
      />
      {addTypedLabel && typed && !full ? (
        <button
          type="button"
          onClick={() => submitTyped(text)}
          disabled={checkingBox}
          aria-busy={checkingBox || undefined}
          className="inline-flex w-fit cursor-pointer items-center gap-1 rounded-md text-sm text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-default disabled:opacity-60"
        >
          <PlusIcon className="size-4" aria-hidden="true" />
          {addTypedLabel(typed)}
        </button>
      ) : null}
      {checked ? (
        // Always present, so that what appears in it is announced.
        <div id={messagesId} aria-live="polite" className="flex flex-col gap-2 empty:-mt-2">
          {waiting.map((entry) =>
            entry.status === 'unknown' ? (
              <DidYouMean
                key={wordKey(entry.text)}
                word={entry.text}
                suggestions={entry.suggestions}
                onPick={(match) => pickForTyped(entry.text, match)}
                onKeep={full ? undefined : () => keepTyped(entry.text)}
                testId="typed-unknown"
              />
            ) : entry.status === 'failed' ? (
              <CheckFailed
                key={wordKey(entry.text)}
                word={entry.text}
                message={entry.message}
                onRetry={() => resolveTyped(entry.text)}
                onKeep={full ? undefined : () => keepTyped(entry.text)}
              />
            ) : null,
          )}
          {unknownChips.map((word) => (
            <DidYouMean
              key={wordKey(word.text)}
              word={word.text}
              suggestions={word.suggestions.filter((match) => !taken.has(wordKey(match.name)))}
              onPick={(match) => replaceChip(word.text, match)}
              onKeep={() => keepChip(word.text)}
              testId="chip-unknown"
            />
          ))}
          {notes.length > 0 ? (
            <ul className="flex flex-col gap-1 text-sm text-muted-foreground" data-testid="exclusion-notes">
              {notes.map((note) => (
                <li key={note.key} className="flex items-start gap-1.5">
                  <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span>
                    <span className="font-medium text-foreground">{note.name}:</span> {note.note}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          {check && check.unchecked.length > 0 && uncheckedIn(value, check.unchecked).length > 0 ? (
            <p className="flex items-start gap-1.5 text-sm text-amber-900 dark:text-amber-200">
              <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t('exclusions.uncheckedNote')}
            </p>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

// The scroll margin keeps a message clear of a dialog's sticky footer when it is scrolled into view.
const MESSAGE_BOX = 'flex flex-col gap-2 rounded-lg border px-3 py-2 text-sm scroll-mb-24';
const SUGGESTION_BUTTON = cn(
  'inline-flex cursor-pointer items-center rounded-full border border-primary/50 bg-background px-2.5 py-0.5 font-medium text-primary',
  'hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
);
const SECONDARY_BUTTON = cn(
  'inline-flex w-fit cursor-pointer items-center gap-1.5 rounded-md text-sm underline underline-offset-4',
  'hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
);

/**
 * A message that appears under the box is brought into view (a long form in a dialog may have the box near
 * its bottom edge); screen readers hear it through the live region.
 */
function useShownOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return ref;
}

/** "We don't know “shelfish”. Did you mean: Shellfish · Fish?" and "Keep “shelfish” unchecked". */
function DidYouMean({
  word,
  suggestions,
  onPick,
  onKeep,
  testId,
}: {
  word: string;
  suggestions: readonly FoodMatch[];
  onPick: (match: FoodMatch) => void;
  onKeep: (() => void) | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  const ref = useShownOnMount<HTMLDivElement>();
  return (
    <div
      ref={ref}
      className={cn(
        MESSAGE_BOX,
        'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-100',
      )}
      data-testid={testId}
    >
      {/* Flowing text with real spaces, so that it reads as one sentence; the buttons wrap with it. */}
      <p className="leading-7">
        <CircleAlertIcon className="mr-1.5 inline size-4 align-[-3px]" aria-hidden="true" />
        {t('exclusions.unknown', { text: word })}{' '}
        {suggestions.length > 0 ? (
          <>
            {t('exclusions.didYouMean')}{' '}
            {suggestions.map((match, index) => (
              <Fragment key={`${match.kind}:${match.key}`}>
                {index > 0 ? <span aria-hidden="true"> · </span> : null}
                <button type="button" className={SUGGESTION_BUTTON} onClick={() => onPick(match)}>
                  {match.name}
                </button>
              </Fragment>
            ))}
            <span aria-hidden="true">?</span>
          </>
        ) : (
          t('exclusions.checkSpelling')
        )}
      </p>
      {onKeep ? <KeepUncheckedButton word={word} onKeep={onKeep} /> : null}
    </div>
  );
}

/** Keeps a word the food-word engine does not know, on purpose: it is then not checked. */
function KeepUncheckedButton({ word, onKeep }: { word: string; onKeep: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={SECONDARY_BUTTON} onClick={onKeep}>
      <TriangleAlertIcon className="size-4" aria-hidden="true" />
      {t('exclusions.keepUnchecked', { text: word })}
    </button>
  );
}

/** The word could not be checked (network, server): say so, offer to try again or to keep it unchecked. */
function CheckFailed({
  word,
  message,
  onRetry,
  onKeep,
}: {
  word: string;
  message: string;
  onRetry: () => void;
  onKeep: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const ref = useShownOnMount<HTMLDivElement>();
  return (
    <div
      ref={ref}
      className={cn(MESSAGE_BOX, 'border-destructive/50 bg-destructive/10 dark:bg-destructive/20')}
      data-testid="typed-failed"
    >
      <p className="flex items-start gap-1.5">
        <CircleAlertIcon className="mt-0.5 size-4 shrink-0 text-destructive dark:text-red-400" aria-hidden="true" />
        <span>{t('exclusions.checkFailed', { text: word, reason: message })}</span>
      </p>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        <button type="button" className={SECONDARY_BUTTON} onClick={onRetry}>
          {t('exclusions.retry')}
        </button>
        {onKeep ? <KeepUncheckedButton word={word} onKeep={onKeep} /> : null}
      </div>
    </div>
  );
}
