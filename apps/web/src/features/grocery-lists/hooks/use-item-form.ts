import { useState } from 'react';
import type { ItemFieldErrors } from '../components/item-detail-fields.tsx';
import type { ItemFormValues } from '../utils/forms.ts';

/**
 * The state of an item form (adding one, editing one): its values and their problems. `change` sets some
 * values and forgets the problems of exactly those fields, so a field stops saying it is wrong once it is edited.
 */
export function useItemForm(initial: ItemFormValues | (() => ItemFormValues)) {
  const [values, setValues] = useState<ItemFormValues>(initial);
  const [errors, setErrors] = useState<ItemFieldErrors>({});
  const change = (patch: Partial<ItemFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch) as Array<keyof ItemFormValues>) delete next[field];
      return next;
    });
  };
  return { values, setValues, errors, setErrors, change };
}
