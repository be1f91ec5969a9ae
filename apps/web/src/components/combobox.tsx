import { type ComponentProps, type KeyboardEvent, type ReactNode, type Ref, useId, useState } from 'react';
import { cn } from '../lib/utils.ts';
import { Input } from './ui/input.tsx';

type InputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'role' | 'onKeyDown' | 'ref'>;

/** What Enter found: the highlighted option (when the list shows one) and whether the list was open. */
export interface EnterState<T> {
  highlighted: T | undefined;
  activeIndex: number;
  listShown: boolean;
}

export interface ComboboxProps<T> extends InputProps {
  ref?: Ref<HTMLInputElement>;
  /** The text in the box. */
  value: string;
  onValueChange: (value: string) => void;
  /** The suggestions for the text as it is now. */
  options: readonly T[];
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  /** An option taken by click, or by Enter on the highlighted one (unless `onEnter` decides). */
  onPick: (option: T) => void;
  /** Names the list of suggestions. */
  listLabel: string;
  /** The list shows only while this holds too (say, enough typed). Default: the box is not empty. */
  canShow?: boolean;
  /** Open the list when the box gets focus (the list still needs options to show). */
  openOnFocus?: boolean;
  /**
   * Enter decided by the caller (e.g. add what was typed): Enter then never submits the form. Without it, Enter
   * takes the highlighted option, and otherwise is left to the form.
   */
  onEnter?: (state: EnterState<T>) => void;
  /** Other keys (say, Backspace in an empty box). */
  onOtherKey?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Shown inside the box, on its right (a spinner). */
  adornment?: ReactNode;
  listClassName?: string;
  optionClassName?: string;
}

/**
 * A text box that suggests as one types: an ARIA 1.2 combobox with a list box. Arrows move through the
 * suggestions (wrapping round), Enter takes the highlighted one, Escape closes the list — and only the list,
 * not a dialog around the form. A click takes a suggestion without the box losing focus; moving the pointer over
 * one highlights it. Anything typed stays the caller's to accept.
 */
export function Combobox<T>({
  ref,
  value,
  onValueChange,
  options,
  optionKey,
  renderOption,
  onPick,
  listLabel,
  canShow = value.trim().length > 0,
  openOnFocus = false,
  onEnter,
  onOtherKey,
  adornment,
  listClassName,
  optionClassName,
  className,
  ...inputProps
}: ComboboxProps<T>) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  // The highlighted option belongs to the text it was chosen for: new text starts without one.
  const [highlight, setHighlight] = useState({ index: -1, text: value });
  const active = highlight.text === value ? highlight.index : -1;
  const setActive = (next: (index: number) => number) => setHighlight({ index: next(active), text: value });
  const shown = open && canShow && options.length > 0;

  const close = () => {
    setOpen(false);
    setHighlight({ index: -1, text: value });
  };
  const pick = (option: T) => {
    onPick(option);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (options.length === 0) return;
        event.preventDefault();
        setOpen(true);
        const last = options.length - 1;
        if (event.key === 'ArrowDown') setActive((index) => (index >= last ? 0 : index + 1));
        else setActive((index) => (index <= 0 ? last : index - 1));
        return;
      }
      case 'Enter': {
        const highlighted = shown && active >= 0 ? options[active] : undefined;
        if (onEnter) {
          // Enter in a form would submit it; here the caller decides what it adds.
          event.preventDefault();
          onEnter({ highlighted, activeIndex: active, listShown: shown });
          close();
        } else if (highlighted !== undefined) {
          event.preventDefault(); // take the suggestion; the next Enter submits
          pick(highlighted);
        }
        return;
      }
      case 'Escape':
        if (shown) {
          // Close the suggestions, not the dialog around the form.
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        return;
      default:
        onOtherKey?.(event);
    }
  };

  return (
    <div className="relative">
      <Input
        {...inputProps}
        ref={ref}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={openOnFocus ? () => setOpen(true) : undefined}
        onBlur={() => setOpen(false)}
        // Room for the adornment, so typed text never runs under it.
        className={cn(adornment !== undefined && 'pr-10', className)}
      />
      {adornment !== undefined ? (
        <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2">{adornment}</span>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!shown}
        className={cn(
          'absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg',
          listClassName,
        )}
      >
        {options.map((option, index) => (
          <li
            key={optionKey(option)}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keep focus in the box: a click must not blur it before the choice is taken.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
            // Only a pointer that really moves highlights: a list opening under a still pointer must not
            // choose what Enter takes.
            onMouseMove={(event) => {
              if ((event.movementX !== 0 || event.movementY !== 0) && active !== index) setHighlight({ index, text: value });
            }}
            className={cn(
              'flex cursor-pointer rounded-md px-2 py-2 text-sm',
              index === active && 'bg-accent text-accent-foreground',
              optionClassName,
            )}
          >
            {renderOption(option)}
          </li>
        ))}
      </ul>
    </div>
  );
}
