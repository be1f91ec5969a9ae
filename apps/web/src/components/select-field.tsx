import { Label } from './ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select.tsx';

/** Radix Select has no empty value; this one stands for "no preference" (null). */
const NONE = '__none__';

export interface SelectFieldProps<T extends string> {
  /** The trigger's id, which the label points at. */
  id: string;
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  /** null only makes sense with `noneLabel`. */
  value: T | null;
  /** Called with null only when the `noneLabel` choice is picked. */
  onChange: (value: T | null) => void;
  onBlur?: () => void;
  /** Adds a first choice with this text that stands for "no preference" (null). */
  noneLabel?: string;
}

/** A labelled one-of-several choice (a Radix Select), e.g. cooking skill or time per meal. */
export function SelectField<T extends string>({ id, label, options, value, onChange, onBlur, noneLabel }: SelectFieldProps<T>) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value ?? NONE} onValueChange={(next) => onChange(next === NONE ? null : (next as T))}>
        <SelectTrigger id={id} onBlur={onBlur}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {noneLabel ? <SelectItem value={NONE}>{noneLabel}</SelectItem> : null}
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
