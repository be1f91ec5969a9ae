import type { LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/utils.ts';

export interface RadioCardsProps<T extends string> {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: T; label: string; icon?: LucideIcon }>;
  value: T | undefined;
  onChange: (value: T) => void;
  error?: string;
  /** Tailwind grid columns for the options. */
  columns?: string;
}

/** One choice out of a few, as a row of cards; real radio buttons in a fieldset underneath. */
export function RadioCards<T extends string>({ legend, name, options, value, onChange, error, columns }: RadioCardsProps<T>) {
  const errorId = error ? `${name}-error` : undefined;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={errorId} aria-invalid={error ? true : undefined} data-field={name}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className={cn('grid gap-2', columns ?? 'grid-cols-3')}>
        {options.map(({ value: option, label, icon: Icon }) => {
          const checked = value === option;
          return (
            <label
              key={option}
              className={cn(
                'flex min-h-11 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border px-2 py-2 text-center text-sm',
                'transition-colors select-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                checked
                  ? 'border-primary bg-secondary font-medium text-secondary-foreground ring-1 ring-primary'
                  : 'border-input bg-background hover:bg-accent hover:text-accent-foreground',
              )}
            >
              <input
                type="radio"
                className="sr-only"
                name={name}
                value={option}
                checked={checked}
                onChange={() => onChange(option)}
              />
              {Icon ? <Icon className={cn('size-5', checked ? 'text-primary' : 'text-muted-foreground')} aria-hidden="true" /> : null}
              <span className="leading-tight">{label}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
