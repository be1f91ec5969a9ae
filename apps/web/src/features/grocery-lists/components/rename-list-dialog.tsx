import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation.ts';
import { FormDialog, FormDialogFooter } from '../../../components/form-dialog.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useUpdateGroceryList } from '../api/update-grocery-list.ts';
import { groceryErrorMessage } from '../utils/grocery-error-message.ts';
import { listFormSchema, type ListFormValues, toListBody } from '../utils/forms.ts';
import { ListFields } from './list-fields.tsx';
import type { ListDialogProps } from './list-dialog-props.ts';

/** Rename the list or change its week (owner only). */
export function RenameListDialog({ list, open, onOpenChange }: ListDialogProps) {
  const { t } = useTranslation();
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
      { listId: list.id, body: toListBody(values) },
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

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('grocery.rename.title')}
      description={t('grocery.rename.description')}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <ListFields idPrefix="rename-list" register={register} errors={errors} />
        <FormDialogFooter submitLabel={t('grocery.rename.submit')} onCancel={() => onOpenChange(false)} pending={update.isPending} />
      </form>
    </FormDialog>
  );
}
