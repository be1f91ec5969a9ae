import { CheckIcon } from 'lucide-react';
import { cn } from '../lib/utils.ts';

export interface ChoiceChipsProps<T extends string> {
  /** The group's accessible name. */
  legend: string;
  hint?: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  selected: readonly T[];
  onChange: (next: T[]) => void;
  /** Error text shown under the chips (and announced with the group). */
  error?: string;
  /**
   * The checkboxes' name, the base of the hint's and error's ids, and the group's `data-field` (for "focus
   * the first invalid field" lookups).
   */
  name: string;
}

/**
 * A multiple choice as a wrap of chips. Each chip is a real checkbox inside a fieldset, so keyboards, screen
 * readers and form semantics work as for any checkbox group; the chosen values keep the options' order, not
 * the order of clicks, so saved answers compare equal however they were ticked.
 */
export function ChoiceChips<T extends string>({ legend, hint, options, selected, onChange, error, name }: ChoiceChipsProps<T>) {
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  const toggle = (value: T, checked: boolean) => {
    const next = checked ? [...selected, value] : selected.filter((item) => item !== value);
    onChange(options.map((option) => option.value).filter((option) => next.includes(option)));
  };
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
      data-field={name}
    >
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {hint ? (
        <p id={hintId} className="-mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {options.map(({ value, label }) => {
          const checked = selected.includes(value);
          return (
            <label
              key={value}
              className={cn(
                'relative inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm',
                'transition-colors select-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
                'has-[:focus-visible]:outline-ring',
                checked
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-input bg-background hover:bg-accent hover:text-accent-foreground',
              )}
            >
              <input
                type="checkbox"
                name={name}
                value={value}
                checked={checked}
                onChange={(event) => toggle(value, event.target.checked)}
                className="sr-only"
              />
              {checked ? <CheckIcon className="size-3.5" strokeWidth={3} aria-hidden="true" /> : null}
              {label}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
