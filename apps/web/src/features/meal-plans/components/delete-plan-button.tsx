import { LoaderCircleIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDeleteMealPlan } from '../api/delete-meal-plan.ts';
import { MEAL_PLANS_PATH } from '../utils/paths.ts';

/** Deletes a plan after a confirmation that names it; then back to the list. */
export function DeletePlanButton({ planId, planName }: { planId: string; planName: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const remove = useDeleteMealPlan();

  const confirm = () => {
    remove.mutate(planId, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: t('plans.delete.done') });
        navigate(MEAL_PLANS_PATH);
      },
      onError: (error) => {
        setOpen(false);
        toast({ variant: 'destructive', title: t('plans.delete.failed'), description: errorMessage(error) });
      },
    });
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" className="text-destructive hover:text-destructive dark:text-red-400">
          <Trash2Icon aria-hidden="true" />
          {t('plans.delete.action')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('plans.delete.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('plans.delete.description', { name: planName })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{t('common.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            destructive
            disabled={remove.isPending}
            onClick={(event) => {
              // Stay open until the server has answered.
              event.preventDefault();
              confirm();
            }}
          >
            {remove.isPending ? <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" /> : null}
            {t('plans.delete.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
