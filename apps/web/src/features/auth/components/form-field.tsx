import type { ReactNode } from 'react';
import { Label } from '../../../components/ui/label.tsx';

/** A labelled field with an optional hint and error, wired for screen readers (aria-describedby). */
export function FormField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The aria attributes of an input inside a FormField. */
export function fieldAria(id: string, { hasHint = false, error }: { hasHint?: boolean; error?: string }) {
  const describedBy = error ? `${id}-error` : hasHint ? `${id}-hint` : undefined;
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
}
