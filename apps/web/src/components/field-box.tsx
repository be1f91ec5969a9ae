import type { ReactNode } from 'react';
import { Label } from './ui/label.tsx';

/** A field's problem, under it (the input points at it with aria-describedby). */
export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="text-sm font-medium text-destructive dark:text-red-400">
      {text}
    </p>
  ) : null;
}

export interface FieldBoxProps {
  /** The form's name of the field (`data-field`), by which the form finds and focuses the first one with a problem. */
  field: string;
  label: string;
  htmlFor: string;
  /** Shown under the input, with the id `${htmlFor}-hint`. */
  hint?: string;
  /** Shown under the hint, with the id `${htmlFor}-error`. */
  error: string | undefined;
  children: ReactNode;
}

/**
 * A labelled field of the long forms (the meal-plan questionnaire, the recipe editor): label, input, hint
 * that stays, and the problem below it.
 */
export function FieldBox({ field, label, htmlFor, hint, error, children }: FieldBoxProps) {
  return (
    <div className="flex flex-col gap-2" data-field={field}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${htmlFor}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${htmlFor}-error`} text={error} />
    </div>
  );
}

/** The aria attributes of the input in a FieldBox: invalid when it has a problem, described by its hint and problem. */
export function fieldBoxAria(htmlFor: string, { hasHint, invalid }: { hasHint: boolean; invalid: boolean }) {
  const describedBy = [hasHint ? `${htmlFor}-hint` : '', invalid ? `${htmlFor}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': invalid ? true : undefined, 'aria-describedby': describedBy || undefined };
}
