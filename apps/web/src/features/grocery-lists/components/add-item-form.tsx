import type { CreateGroceryItemBody } from '@mealplanr/contracts/grocery-lists';
import { GROCERY_ITEM_NAME_MAX } from '@mealplanr/contracts/grocery-lists';
import { ChevronDownIcon, PlusIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { cn } from '../../../lib/utils.ts';
import { useAddGroceryItem } from '../api/add-grocery-item.ts';
import { useFormMessage } from '../hooks/use-form-message.ts';
import { useItemForm } from '../hooks/use-item-form.ts';
import { AUTO_CATEGORY, EMPTY_ITEM_FORM, checkItemForm, parseQuantity } from '../utils/forms.ts';
import { groceryErrorMessage } from '../utils/grocery-error-message.ts';
import { useAttemptKey } from '../../../lib/idempotency.ts';
import { fieldAria } from '../../../components/form-field.tsx';
import { IngredientCombobox } from '../../../components/ingredient-combobox.tsx';
import { ItemDetailFields } from './item-detail-fields.tsx';

/**
 * "Add an item": a name (suggested from the ingredient catalog in the interface language) and, behind "More
 * details", quantity, unit, category and note. The category is detected from the name unless chosen; picking
 * a suggestion shows the detected one, still editable.
 */
export function AddItemForm({ listId }: { listId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const message = useFormMessage();
  const add = useAddGroceryItem(listId);
  const nameRef = useRef<HTMLInputElement>(null);
  const { values, setValues, errors, setErrors, change } = useItemForm(EMPTY_ITEM_FORM);
  const [details, setDetails] = useState(false);
  // Whether the category shown came from a picked suggestion: typing another name sets it back to automatic.
  const categoryFromSuggestion = useRef(false);
  const attemptKey = useAttemptKey();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkItemForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      if (checked.errors.name) nameRef.current?.focus();
      else setDetails(true);
      return;
    }
    const { name, quantity, unit, category, note } = checked.values;
    const body: CreateGroceryItemBody = {
      name,
      quantity: parseQuantity(quantity),
      unit: unit || null,
      note: note || null,
      ...(category === AUTO_CATEGORY ? {} : { category }),
    };
    add.mutate(
      { body, idempotencyKey: attemptKey.keyFor(JSON.stringify(body)) },
      {
        onSuccess: () => {
          attemptKey.settle();
          categoryFromSuggestion.current = false;
          setValues(EMPTY_ITEM_FORM);
          setErrors({});
          nameRef.current?.focus();
        },
        onError: (error) =>
          toast({ variant: 'destructive', title: t('grocery.toasts.itemAddFailed'), description: groceryErrorMessage(error) }),
      },
    );
  };

  const nameError = message(errors.name, { max: GROCERY_ITEM_NAME_MAX });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('grocery.item.addLabel')}
      className="flex flex-col gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-xs sm:p-4"
    >
      <div className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <label htmlFor={`${id}-name`} className="sr-only">
            {t('grocery.item.name')}
          </label>
          <IngredientCombobox
            ref={nameRef}
            id={`${id}-name`}
            placeholder={t('grocery.item.namePlaceholder')}
            value={values.name}
            onValueChange={(name) => {
              change({ name, ...(categoryFromSuggestion.current ? { category: AUTO_CATEGORY } : {}) });
              categoryFromSuggestion.current = false;
            }}
            onPick={(suggestion) => {
              change({ name: suggestion.name, ...(suggestion.category ? { category: suggestion.category } : {}) });
              categoryFromSuggestion.current = Boolean(suggestion.category);
            }}
            {...fieldAria(`${id}-name`, { error: nameError })}
          />
          {nameError ? (
            <p id={`${id}-name-error`} role="alert" className="text-sm text-destructive dark:text-red-300">
              {nameError}
            </p>
          ) : null}
        </div>
        <Button type="submit" busy={add.isPending} icon={<PlusIcon aria-hidden="true" />}>
          {t('grocery.item.add')}
        </Button>
      </div>
      <button
        type="button"
        aria-expanded={details}
        aria-controls={`${id}-details`}
        onClick={() => setDetails((open) => !open)}
        className="inline-flex w-fit cursor-pointer items-center gap-1 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <ChevronDownIcon className={cn('size-4 transition-transform', details && 'rotate-180')} aria-hidden="true" />
        {details ? t('grocery.item.fewerDetails') : t('grocery.item.moreDetails')}
      </button>
      <div id={`${id}-details`} hidden={!details}>
        <ItemDetailFields idPrefix={`${id}-add`} values={values} errors={errors} onChange={change} allowAuto />
      </div>
    </form>
  );
}
