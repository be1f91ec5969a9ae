/**
 * Client-side checks of the grocery forms, the same limits as the API contract. Messages are translation keys
 * (the form shows `t(message)`), so the checks stay plain data and testable.
 */
import {
  GROCERY_ITEM_NAME_MAX,
  GROCERY_ITEM_NOTE_MAX,
  GROCERY_ITEM_QUANTITY_MAX,
  GROCERY_ITEM_UNIT_MAX,
  GROCERY_LIST_TITLE_MAX,
} from '@mealplanr/contracts/grocery-lists';
import { GROCERY_CATEGORIES } from '@mealplanr/contracts/enums';
import { z } from 'zod';

/** The category select's "detect from the name" choice. */
export const AUTO_CATEGORY = 'auto';

const optionalDate = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'grocery.form.dateInvalid');

export const listFormSchema = z
  .object({
    title: z.string().trim().min(1, 'grocery.form.titleRequired').max(GROCERY_LIST_TITLE_MAX, 'grocery.form.titleTooLong'),
    weekStart: optionalDate,
    weekEnd: optionalDate,
  })
  .refine((v) => !v.weekStart || !v.weekEnd || v.weekStart <= v.weekEnd, {
    message: 'grocery.form.weekOrder',
    path: ['weekEnd'],
  });
export type ListFormValues = z.input<typeof listFormSchema>;

/** The create / update body of a checked list form: the title trimmed, an empty date meaning "no week". */
export function toListBody(values: ListFormValues): { title: string; weekStart: string | null; weekEnd: string | null } {
  return { title: values.title.trim(), weekStart: values.weekStart || null, weekEnd: values.weekEnd || null };
}

/** Quantity as typed: empty, or a number with a dot or a comma ("1,5"). */
const quantityText = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d+([.,]\d+)?$/.test(v), 'grocery.form.quantityInvalid')
  .refine((v) => v === '' || Number(v.replace(',', '.')) > 0, 'grocery.form.quantityPositive')
  .refine((v) => v === '' || Number(v.replace(',', '.')) <= GROCERY_ITEM_QUANTITY_MAX, 'grocery.form.quantityTooLarge');

export const itemFormSchema = z.object({
  name: z.string().trim().min(1, 'grocery.form.nameRequired').max(GROCERY_ITEM_NAME_MAX, 'grocery.form.nameTooLong'),
  quantity: quantityText,
  unit: z.string().trim().max(GROCERY_ITEM_UNIT_MAX, 'grocery.form.unitTooLong'),
  category: z.enum([AUTO_CATEGORY, ...GROCERY_CATEGORIES]),
  note: z.string().trim().max(GROCERY_ITEM_NOTE_MAX, 'grocery.form.noteTooLong'),
});
export type ItemFormValues = z.input<typeof itemFormSchema>;

export const EMPTY_ITEM_FORM: ItemFormValues = { name: '', quantity: '', unit: '', category: AUTO_CATEGORY, note: '' };

/** The typed quantity as a number, or null when left empty. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed.replace(',', '.'));
}

/** The messages for the invitation address: empty, then badly formed. */
export function invitationEmailError(email: string): 'grocery.share.invite.emailRequired' | 'grocery.share.invite.emailInvalid' | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return 'grocery.share.invite.emailRequired';
  if (trimmed.length > 254 || !z.email().safeParse(trimmed).success) return 'grocery.share.invite.emailInvalid';
  return undefined;
}

/** The form's field errors (translation keys), or the checked values. */
export function checkItemForm(
  values: ItemFormValues,
): { ok: true; values: z.output<typeof itemFormSchema> } | { ok: false; errors: Partial<Record<keyof ItemFormValues, string>> } {
  const parsed = itemFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: Partial<Record<keyof ItemFormValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ItemFormValues;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
