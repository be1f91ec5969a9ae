import { GROCERY_CATEGORIES } from '@mealplanr/contracts/enums';
import {
  GROCERY_ITEM_NOTE_MAX,
  GROCERY_ITEM_QUANTITY_MAX,
  GROCERY_ITEM_UNIT_MAX,
} from '@mealplanr/contracts/grocery-lists';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Input } from '../../../components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { useFormMessage } from '../hooks/use-form-message.ts';
import { AUTO_CATEGORY, type ItemFormValues } from '../utils/forms.ts';
import { FormField, fieldAria } from '../../../components/form-field.tsx';

export type ItemFieldErrors = Partial<Record<keyof ItemFormValues, string>>;

/**
 * Quantity, unit, category and note of an item, for both the add form and the edit dialog. `allowAuto` offers
 * "Detect automatically" (the server files the name under its aisle).
 */
export function ItemDetailFields({
  idPrefix,
  values,
  errors,
  onChange,
  allowAuto,
}: {
  idPrefix: string;
  values: ItemFormValues;
  errors: ItemFieldErrors;
  onChange: (patch: Partial<ItemFormValues>) => void;
  allowAuto: boolean;
}) {
  const { t } = useTranslation();
  const message = useFormMessage();
  const quantityError = message(errors.quantity, { max: GROCERY_ITEM_QUANTITY_MAX });
  const unitError = message(errors.unit, { max: GROCERY_ITEM_UNIT_MAX });
  const noteError = message(errors.note, { max: GROCERY_ITEM_NOTE_MAX });
  const id = (field: string) => `${idPrefix}-${field}`;

  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <FormField id={id('quantity')} label={t('grocery.item.quantity')} error={quantityError}>
        <Input
          id={id('quantity')}
          inputMode="decimal"
          autoComplete="off"
          value={values.quantity}
          onChange={(event) => onChange({ quantity: event.target.value })}
          {...fieldAria(id('quantity'), { error: quantityError })}
        />
      </FormField>
      <FormField id={id('unit')} label={t('grocery.item.unit')} error={unitError}>
        <Input
          id={id('unit')}
          autoComplete="off"
          placeholder={t('grocery.item.unitPlaceholder')}
          value={values.unit}
          onChange={(event) => onChange({ unit: event.target.value })}
          {...fieldAria(id('unit'), { error: unitError })}
        />
      </FormField>
      <FormField id={id('category')} label={t('grocery.item.category')} className="col-span-2 flex flex-col gap-2">
        <Select
          value={values.category}
          onValueChange={(category) => onChange({ category: category as ItemFormValues['category'] })}
        >
          <SelectTrigger id={id('category')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {allowAuto ? <SelectItem value={AUTO_CATEGORY}>{t('grocery.item.categoryAuto')}</SelectItem> : null}
            {GROCERY_CATEGORIES.map((category) => (
              <SelectItem key={category} value={category}>
                {t(`grocery.categories.${category}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      <FormField id={id('note')} label={t('grocery.item.note')} error={noteError} className="col-span-2 flex flex-col gap-2 sm:col-span-4">
        <Input
          id={id('note')}
          autoComplete="off"
          placeholder={t('grocery.item.notePlaceholder')}
          value={values.note}
          onChange={(event) => onChange({ note: event.target.value })}
          {...fieldAria(id('note'), { error: noteError })}
        />
      </FormField>
    </div>
  );
}
