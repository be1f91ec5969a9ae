import { FormField as SharedFormField, type FormFieldProps } from '../../../components/form-field.tsx';

export { fieldAria } from '../../../components/form-field.tsx';

/** The shared FormField with the error text the sign-in and account screens use. */
export function FormField(props: Omit<FormFieldProps, 'className' | 'errorClassName'>) {
  return <SharedFormField {...props} errorClassName="text-sm text-destructive" />;
}
