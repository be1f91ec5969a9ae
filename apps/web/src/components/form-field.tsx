import type { ReactNode } from 'react';
import { Label } from './ui/label.tsx';

const DEFAULT_ERROR_CLASS = 'text-sm text-destructive dark:text-red-300';

export interface FormFieldProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
  /** Replaces the wrapper's default vertical stack. */
  className?: string;
  /** Replaces the error text's default classes. */
  errorClassName?: string;
}

/** A labelled field with an optional hint and error, wired for screen readers (aria-describedby). */
export function FormField({ id, label, hint, error, children, className, errorClassName }: FormFieldProps) {
  return (
    <div className={className ?? 'flex flex-col gap-2'}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={errorClassName ?? DEFAULT_ERROR_CLASS} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The aria attributes of an input inside a FormField. */
export function fieldAria(id: string, { hasHint = false, error }: { hasHint?: boolean; error?: string | undefined }) {
  const describedBy = error ? `${id}-error` : hasHint ? `${id}-hint` : undefined;
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
}
