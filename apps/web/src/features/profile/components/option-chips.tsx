import { CheckIcon } from 'lucide-react';
import { cn } from '../../../lib/utils.ts';

export interface OptionChipsProps<T extends string> {
  legend: string;
  hint?: string;
  name: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  selected: readonly T[];
  onChange: (next: T[]) => void;
}

/**
 * Several choices as a wrap of chips. Every chip is a real checkbox in a fieldset, so keyboard, screen readers
 * and the form behave as with any group of checkboxes; the chosen ones are kept in the options' order.
 */
export function OptionChips<T extends string>({ legend, hint, name, options, selected, onChange }: OptionChipsProps<T>) {
  const hintId = hint ? `${name}-hint` : undefined;
  const toggle = (value: T, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(value);
    else next.delete(value);
    onChange(options.map((option) => option.value).filter((option) => next.has(option)));
  };
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hintId} data-field={name}>
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
                'inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm select-none',
                'transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                checked
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-input bg-background hover:bg-accent hover:text-accent-foreground',
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                name={name}
                value={value}
                checked={checked}
                onChange={(event) => toggle(value, event.target.checked)}
              />
              {checked ? <CheckIcon className="size-3.5" strokeWidth={3} aria-hidden="true" /> : null}
              {label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
