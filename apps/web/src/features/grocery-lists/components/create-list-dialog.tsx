import { zodResolver } from '@hookform/resolvers/zod';
import { GROCERY_LIST_TITLE_MAX, type GroceryList } from '@mealplanr/contracts/grocery-lists';
import { LoaderCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
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
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useCreateGroceryList } from '../api/create-grocery-list.ts';
import { useCreateGroceryListFromPlan } from '../api/create-grocery-list-from-plan.ts';
import { useFormMessage } from '../hooks/use-form-message.ts';
import { groceryErrorMessage } from '../utils/grocery-error-message.ts';
import { listFormSchema, type ListFormValues } from '../utils/forms.ts';
import { newIdempotencyKey } from '../utils/idempotency-key.ts';
import { groceryListPath } from '../utils/paths.ts';
import { FormField, fieldAria } from './form-field.tsx';
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('grocery.create.title')}</DialogTitle>
          <DialogDescription>{t('grocery.create.description')}</DialogDescription>
        </DialogHeader>
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
      </DialogContent>
    </Dialog>
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
  const message = useFormMessage();

  const submit = handleSubmit((values) => {
    create.mutate(
      {
        body: { title: values.title.trim(), weekStart: values.weekStart || null, weekEnd: values.weekEnd || null },
        idempotencyKey: key,
      },
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

  const titleError = message(errors.title?.message, { max: GROCERY_LIST_TITLE_MAX });
  const endError = message(errors.weekEnd?.message);
  const startError = message(errors.weekStart?.message);
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormField id="new-list-title" label={t('grocery.form.title')} error={titleError}>
        <Input
          id="new-list-title"
          autoComplete="off"
          placeholder={t('grocery.form.titlePlaceholder')}
          {...fieldAria('new-list-title', { error: titleError })}
          {...register('title')}
        />
      </FormField>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{t('grocery.form.week')}</legend>
        <FormField id="new-list-start" label={t('grocery.form.weekStart')} error={startError}>
          <Input id="new-list-start" type="date" {...fieldAria('new-list-start', { error: startError })} {...register('weekStart')} />
        </FormField>
        <FormField id="new-list-end" label={t('grocery.form.weekEnd')} error={endError}>
          <Input id="new-list-end" type="date" {...fieldAria('new-list-end', { error: endError })} {...register('weekEnd')} />
        </FormField>
      </fieldset>
      <p className="-mt-2 text-xs text-muted-foreground">{t('grocery.form.weekHint')}</p>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
          {t('grocery.create.submit')}
        </Button>
      </DialogFooter>
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
        // The spec's two toasts: a plan has one list, made once and reused afterwards (§4, §8).
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
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
          {t('grocery.create.submitFromPlan')}
        </Button>
      </DialogFooter>
    </form>
  );
}
