import { type ComponentProps, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/utils.ts';
import { type IngredientSuggestion, useIngredientSuggestions } from '../../../lib/ingredient-suggestions.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';

/** Wait this long after the last key before asking for suggestions. */
const DEBOUNCE_MS = 200;

type InputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'role'>;

/**
 * A text input that suggests catalog ingredients as one types (ARIA 1.2 combobox with a list box): arrows move
 * through the suggestions, Enter takes one, Escape closes them. Anything typed is accepted as it is.
 */
export function IngredientCombobox({
  value,
  onValueChange,
  onPick,
  ...inputProps
}: InputProps & {
  value: string;
  onValueChange: (value: string) => void;
  onPick: (suggestion: IngredientSuggestion) => void;
}) {
  const { t, i18n } = useTranslation();
  const listboxId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebounced(value, DEBOUNCE_MS);
  const search = useIngredientSuggestions(query, i18n.resolvedLanguage ?? 'en');
  const suggestions = (search.data ?? [])
    .filter((suggestion) => suggestion.name.toLocaleLowerCase() !== value.trim().toLocaleLowerCase())
    .slice(0, 8);
  const expanded = open && suggestions.length > 0 && value.trim().length > 0;

  const pick = (suggestion: IngredientSuggestion) => {
    onPick(suggestion);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const last = suggestions.length - 1;
      const down = event.key === 'ArrowDown';
      setActive((index) =>
        down ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1,
      );
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < suggestions.length) {
      event.preventDefault(); // take the suggestion; the next Enter adds the item
      pick(suggestions[active]!);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <Input
        {...inputProps}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? `${listboxId}-${active}` : undefined}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t('grocery.item.suggestions')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={`${listboxId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keep focus in the input: a click must not blur it before the choice is taken.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
            className={cn(
              'flex cursor-pointer items-center justify-between gap-3 rounded-md px-2 py-2 text-sm',
              index === active ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60',
            )}
          >
            <span className="min-w-0">{suggestion.name}</span>
            {suggestion.category ? (
              <span className="shrink-0 text-xs whitespace-nowrap text-muted-foreground">
                {t(`grocery.categories.${suggestion.category}`)}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
