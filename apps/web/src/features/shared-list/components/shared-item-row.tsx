import type { SharedGroceryItem } from '@mealplanr/contracts/grocery-lists';
import { CheckIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { cn } from '../../../lib/utils.ts';
import { sharedItemAmount } from '../utils/item-amount.ts';
import { itemName } from '../../../lib/in-language.ts';

/** One item of a shared list: a tick box when the link allows checking, a plain mark otherwise. */
export function SharedItemRow({
  item,
  canCheck,
  onCheckedChange,
}: {
  item: SharedGroceryItem;
  canCheck: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const amount = sharedItemAmount(t, item, i18n.resolvedLanguage ?? 'en');
  const name = (
    <span className={cn('font-medium break-words', item.checked && 'text-muted-foreground line-through')}>{itemName(item, i18n.resolvedLanguage ?? 'en')}</span>
  );

  return (
    <li className="flex items-start gap-3 px-4 py-2.5 text-sm" data-testid="grocery-item" data-checked={item.checked}>
      {canCheck ? (
        <Checkbox
          id={`${id}-check`}
          checked={item.checked}
          onCheckedChange={(checked) => onCheckedChange(checked === true)}
          aria-describedby={amount || item.note ? `${id}-details` : undefined}
          className="mt-0.5"
        />
      ) : (
        <span
          className={cn(
            'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-[5px] border',
            item.checked ? 'border-primary bg-primary text-primary-foreground' : 'border-input',
          )}
        >
          {item.checked ? <CheckIcon className="size-3.5" strokeWidth={3} aria-hidden="true" /> : null}
          <span className="sr-only">{item.checked ? t('sharedList.checked') : t('sharedList.notChecked')}</span>
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        {canCheck ? (
          <label htmlFor={`${id}-check`} className="cursor-pointer">
            {name}
          </label>
        ) : (
          name
        )}
        {amount || item.note ? (
          <div id={`${id}-details`} className="flex flex-col gap-0.5 text-xs text-muted-foreground">
            {amount ? <span className="tabular-nums">{amount}</span> : null}
            {item.note ? <span className="italic break-words">{item.note}</span> : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
