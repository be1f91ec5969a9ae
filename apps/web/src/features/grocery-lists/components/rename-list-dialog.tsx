import { zodResolver } from '@hookform/resolvers/zod';
import { GROCERY_LIST_TITLE_MAX, type GroceryList } from '@mealplanr/contracts/grocery-lists';
import { LoaderCircleIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
import { toast } from '../../../components/ui/use-toast.ts';
import { useUpdateGroceryList } from '../api/update-grocery-list.ts';
import { groceryErrorMessage } from '../utils/grocery-error-message.ts';
import { listFormSchema, type ListFormValues } from '../utils/forms.ts';
import { FormField, fieldAria } from './form-field.tsx';
import { useFormMessage } from '../hooks/use-form-message.ts';

/** Rename the list or change its week (owner only). */
export function RenameListDialog({
  list,
  open,
  onOpenChange,
}: {
  list: GroceryList;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const message = useFormMessage();
  const update = useUpdateGroceryList();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ListFormValues>({ resolver: zodResolver(listFormSchema) });

  useEffect(() => {
    if (open) reset({ title: list.title, weekStart: list.weekStart ?? '', weekEnd: list.weekEnd ?? '' });
  }, [open, list.title, list.weekStart, list.weekEnd, reset]);

  const submit = handleSubmit((values) => {
    update.mutate(
      {
        listId: list.id,
        body: { title: values.title.trim(), weekStart: values.weekStart || null, weekEnd: values.weekEnd || null },
      },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast({ title: t('grocery.toasts.renamed') });
        },
        onError: (error) =>
          toast({ variant: 'destructive', title: t('grocery.toasts.renameFailed'), description: groceryErrorMessage(error) }),
      },
    );
  });

  const titleError = message(errors.title?.message, { max: GROCERY_LIST_TITLE_MAX });
  const startError = message(errors.weekStart?.message);
  const endError = message(errors.weekEnd?.message);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('grocery.rename.title')}</DialogTitle>
          <DialogDescription>{t('grocery.rename.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormField id="rename-list-title" label={t('grocery.form.title')} error={titleError}>
            <Input
              id="rename-list-title"
              autoComplete="off"
              {...fieldAria('rename-list-title', { error: titleError })}
              {...register('title')}
            />
          </FormField>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="sr-only">{t('grocery.form.week')}</legend>
            <FormField id="rename-list-start" label={t('grocery.form.weekStart')} error={startError}>
              <Input id="rename-list-start" type="date" {...fieldAria('rename-list-start', { error: startError })} {...register('weekStart')} />
            </FormField>
            <FormField id="rename-list-end" label={t('grocery.form.weekEnd')} error={endError}>
              <Input id="rename-list-end" type="date" {...fieldAria('rename-list-end', { error: endError })} {...register('weekEnd')} />
            </FormField>
          </fieldset>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
              {t('grocery.rename.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
