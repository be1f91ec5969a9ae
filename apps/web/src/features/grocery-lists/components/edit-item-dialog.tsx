import { GROCERY_ITEM_NAME_MAX, type GroceryItem } from '@mealplanr/contracts/grocery-lists';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import type { GroceryItemChanges } from '../api/update-grocery-item.ts';
import { useFormMessage } from '../hooks/use-form-message.ts';
import { useItemForm } from '../hooks/use-item-form.ts';
import { type ItemFormValues, checkItemForm, parseQuantity } from '../utils/forms.ts';
import { itemName } from '../../../lib/in-language.ts';
import { FormField, fieldAria } from '../../../components/form-field.tsx';
import { ItemDetailFields } from './item-detail-fields.tsx';

/** The name as the reader sees it (a plan's item in their language): saving it unchanged keeps the item's own. */
function formValuesOf(item: GroceryItem, language: string): ItemFormValues {
  return {
    name: itemName(item, language),
    quantity: item.quantity === null ? '' : String(item.quantity),
    unit: item.unit ?? '',
    category: item.category,
    note: item.note ?? '',
  };
}

/** Only what was changed is sent (set-based, against the item's version). */
function changesOf(
  item: GroceryItem,
  values: ReturnType<typeof checkItemForm> & { ok: true },
  language: string,
): GroceryItemChanges {
  const { name, quantity, unit, category, note } = values.values;
  const changes: GroceryItemChanges = {};
  if (name !== itemName(item, language)) changes.name = name;
  const amount = parseQuantity(quantity);
  if (amount !== item.quantity) changes.quantity = amount;
  if ((unit || null) !== item.unit) changes.unit = unit || null;
  if (category !== 'auto' && category !== item.category) changes.category = category;
  if ((note || null) !== item.note) changes.note = note || null;
  return changes;
}

/** Edit an item's name, amount, category and note. */
export function EditItemDialog({
  item,
  onOpenChange,
  onSave,
}: {
  item: GroceryItem | null;
  onOpenChange: (open: boolean) => void;
  onSave: (item: GroceryItem, changes: GroceryItemChanges) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={item !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('grocery.item.editTitle')}</DialogTitle>
          <DialogDescription>{t('grocery.item.editDescription')}</DialogDescription>
        </DialogHeader>
        {/* Keyed by item: opening another item starts afresh, a live update of this one keeps what is typed. */}
        {item ? <EditItemForm key={item.id} item={item} onClose={() => onOpenChange(false)} onSave={onSave} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditItemForm({
  item,
  onClose,
  onSave,
}: {
  item: GroceryItem;
  onClose: () => void;
  onSave: (item: GroceryItem, changes: GroceryItemChanges) => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const id = useId();
  const message = useFormMessage();
  const { values, errors, setErrors, change } = useItemForm(() => formValuesOf(item, language));
  const [saving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkItemForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    const changes = changesOf(item, checked, language);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    setSaving(true);
    const saved = await onSave(item, changes);
    setSaving(false);
    if (saved) onClose();
  };

  const nameError = message(errors.name, { max: GROCERY_ITEM_NAME_MAX });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <FormField id={`${id}-name`} label={t('grocery.item.name')} error={nameError}>
        <Input
          id={`${id}-name`}
          autoComplete="off"
          value={values.name}
          onChange={(event) => change({ name: event.target.value })}
          {...fieldAria(`${id}-name`, { error: nameError })}
        />
      </FormField>
      <ItemDetailFields idPrefix={`${id}-edit`} values={values} errors={errors} onChange={change} allowAuto={false} />
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={saving}>
          {t('grocery.item.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
