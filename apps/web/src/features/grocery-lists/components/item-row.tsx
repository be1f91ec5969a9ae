import type { GroceryItem } from '@mealplanr/contracts/grocery-lists';
import { EllipsisIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { cn } from '../../../lib/utils.ts';
import { itemAmountText, sourcesText } from '../utils/item-text.ts';
import { itemName } from '../../../lib/in-language.ts';

/** One item: a large tick target (the whole name is its label), amount, note, the meals it is for, actions. */
export function ItemRow({
  item,
  onCheckedChange,
  onEdit,
  onRemove,
}: {
  item: GroceryItem;
  onCheckedChange: (checked: boolean) => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const id = useId();
  const amount = itemAmountText(t, item, language);
  const meals = sourcesText(t, item.sources, language);
  const name = itemName(item, language);

  return (
    <li className="flex items-start gap-3 px-4 py-2.5" data-testid="grocery-item" data-checked={item.checked}>
      <Checkbox
        id={`${id}-check`}
        checked={item.checked}
        onCheckedChange={(checked) => onCheckedChange(checked === true)}
        aria-describedby={amount || item.note || meals ? `${id}-details` : undefined}
        className="mt-0.5"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <label
          htmlFor={`${id}-check`}
          className={cn(
            'flex cursor-pointer flex-wrap items-baseline gap-x-2 text-sm',
            item.checked && 'text-muted-foreground line-through decoration-muted-foreground/60',
          )}
        >
          <span className="font-medium break-words">{name}</span>
        </label>
        {/* Checked items keep the full muted colour (no fading): their amounts stay readable at 4.5:1. */}
        <div id={`${id}-details`} className="flex flex-col gap-0.5 text-xs text-muted-foreground">
          {amount ? <span className="tabular-nums">{amount}</span> : null}
          {item.note ? <span className="italic break-words">{item.note}</span> : null}
          {meals ? <span className="break-words">{meals}</span> : null}
        </div>
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="-my-1.5 size-9 shrink-0" aria-label={t('grocery.item.actions', { name })}>
            <EllipsisIcon aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={onEdit}>
            <PencilIcon aria-hidden="true" />
            {t('grocery.item.edit')}
          </DropdownMenuItem>
          <DropdownMenuItem destructive onSelect={onRemove}>
            <Trash2Icon aria-hidden="true" />
            {t('grocery.item.remove')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}
