/** Translates a form check's message (a translation key from utils/forms.ts), filling in limits such as `max`. */
import { useTranslation } from '../../../lib/use-translation.ts';

export type FormMessageKey =
  | 'grocery.form.titleRequired'
  | 'grocery.form.titleTooLong'
  | 'grocery.form.dateInvalid'
  | 'grocery.form.weekOrder'
  | 'grocery.form.nameRequired'
  | 'grocery.form.nameTooLong'
  | 'grocery.form.quantityInvalid'
  | 'grocery.form.quantityPositive'
  | 'grocery.form.quantityTooLarge'
  | 'grocery.form.unitTooLong'
  | 'grocery.form.noteTooLong';

export function useFormMessage() {
  const { t } = useTranslation();
  return (message: string | undefined, values: Record<string, number> = {}): string | undefined =>
    message ? t(message as FormMessageKey, values) : undefined;
}
