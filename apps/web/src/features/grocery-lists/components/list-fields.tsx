import { GROCERY_LIST_TITLE_MAX } from '@mealplanr/contracts/grocery-lists';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Input } from '../../../components/ui/input.tsx';
import { useFormMessage } from '../hooks/use-form-message.ts';
import type { ListFormValues } from '../utils/forms.ts';
import { FormField, fieldAria } from '../../../components/form-field.tsx';

export interface ListFieldsProps {
  /** Starts the inputs' ids (`<prefix>-title`, `-start`, `-end`), which must differ between forms on one page. */
  idPrefix: string;
  register: UseFormRegister<ListFormValues>;
  errors: FieldErrors<ListFormValues>;
  titlePlaceholder?: string;
}

/**
 * A list's title and optional week, as both "New list" and "Rename list" ask for them, so the two forms check
 * and explain the same things in the same words (the checks are `listFormSchema`).
 */
export function ListFields({ idPrefix, register, errors, titlePlaceholder }: ListFieldsProps) {
  const { t } = useTranslation();
  const message = useFormMessage();
  const ids = { title: `${idPrefix}-title`, start: `${idPrefix}-start`, end: `${idPrefix}-end` };
  const titleError = message(errors.title?.message, { max: GROCERY_LIST_TITLE_MAX });
  const startError = message(errors.weekStart?.message);
  const endError = message(errors.weekEnd?.message);
  return (
    <>
      <FormField id={ids.title} label={t('grocery.form.title')} error={titleError}>
        <Input
          id={ids.title}
          autoComplete="off"
          placeholder={titlePlaceholder}
          {...fieldAria(ids.title, { error: titleError })}
          {...register('title')}
        />
      </FormField>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{t('grocery.form.week')}</legend>
        <FormField id={ids.start} label={t('grocery.form.weekStart')} error={startError}>
          <Input id={ids.start} type="date" {...fieldAria(ids.start, { error: startError })} {...register('weekStart')} />
        </FormField>
        <FormField id={ids.end} label={t('grocery.form.weekEnd')} error={endError}>
          <Input id={ids.end} type="date" {...fieldAria(ids.end, { error: endError })} {...register('weekEnd')} />
        </FormField>
      </fieldset>
    </>
  );
}
