import { zodResolver } from '@hookform/resolvers/zod';
import type { GroceryList } from '@mealplanr/contracts/grocery-lists';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLocation } from 'wouter';
import { FormDialog, FormDialogFooter } from '../../../components/form-dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useCreateGroceryList } from '../api/create-grocery-list.ts';
import { useCreateGroceryListFromPlan } from '../api/create-grocery-list-from-plan.ts';
import { groceryErrorMessage } from '../utils/grocery-error-message.ts';
import { listFormSchema, type ListFormValues, toListBody } from '../utils/forms.ts';
import { newIdempotencyKey } from '../../../lib/idempotency.ts';
import { groceryListPath } from '../utils/paths.ts';
import { ListFields } from './list-fields.tsx';
import { PlanPicker } from './plan-picker.tsx';

type Source = 'scratch' | 'plan';

/** "New list": from scratch (title, week) or from one of the person's meal plans. */
export function CreateListDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const [source, setSource] = useState<Source>('scratch');
  const [, navigate] = useLocation();

  const opened = (list: GroceryList) => {
    onOpenChange(false);
    navigate(groceryListPath(list.id));
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('grocery.create.title')}
      description={t('grocery.create.description')}
      className="sm:max-w-lg"
    >
      <Tabs value={source} onValueChange={(value) => setSource(value as Source)}>
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="scratch">{t('grocery.create.fromScratch')}</TabsTrigger>
          <TabsTrigger value="plan">{t('grocery.create.fromPlan')}</TabsTrigger>
        </TabsList>
        <TabsContent value="scratch" className="mt-4">
          <ScratchForm onCreated={opened} onCancel={() => onOpenChange(false)} />
        </TabsContent>
        <TabsContent value="plan" className="mt-4">
          <FromPlanForm onCreated={opened} onCancel={() => onOpenChange(false)} />
        </TabsContent>
      </Tabs>
    </FormDialog>
  );
}

function ScratchForm({ onCreated, onCancel }: { onCreated: (list: GroceryList) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const create = useCreateGroceryList();
  // One key per filled-in form: pressing "Create" again after a lost answer makes no second list.
  const [key, setKey] = useState(newIdempotencyKey);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ListFormValues>({
    resolver: zodResolver(listFormSchema),
    defaultValues: { title: '', weekStart: '', weekEnd: '' },
  });

  const submit = handleSubmit((values) => {
    create.mutate(
      { body: toListBody(values), idempotencyKey: key },
      {
        onSuccess: (list) => {
          setKey(newIdempotencyKey());
          toast({ title: t('grocery.toasts.created') });
          onCreated(list);
        },
        onError: (error) =>
          toast({ variant: 'destructive', title: t('grocery.toasts.createFailed'), description: groceryErrorMessage(error) }),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ListFields idPrefix="new-list" register={register} errors={errors} titlePlaceholder={t('grocery.form.titlePlaceholder')} />
      <p className="-mt-2 text-xs text-muted-foreground">{t('grocery.form.weekHint')}</p>
      <FormDialogFooter submitLabel={t('grocery.create.submit')} onCancel={onCancel} pending={create.isPending} />
    </form>
  );
}

function FromPlanForm({ onCreated, onCancel }: { onCreated: (list: GroceryList) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const create = useCreateGroceryListFromPlan();
  const [planId, setPlanId] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!planId) {
      setError(t('grocery.create.planRequired'));
      return;
    }
    create.mutate(planId, {
      onSuccess: ({ list, reused }) => {
        // Two toasts: a plan has one list, made once and reused afterwards.
        toast({ title: reused ? t('grocery.toasts.reused') : t('grocery.toasts.created') });
        onCreated(list);
      },
      onError: (failure) =>
        toast({ variant: 'destructive', title: t('grocery.toasts.createFailed'), description: groceryErrorMessage(failure) }),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <PlanPicker
        value={planId}
        onChange={(id) => {
          setPlanId(id);
          setError(undefined);
        }}
        error={error}
      />
      <FormDialogFooter submitLabel={t('grocery.create.submitFromPlan')} onCancel={onCancel} pending={create.isPending} />
    </form>
  );
}
