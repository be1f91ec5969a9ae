import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
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

  // Returns a promise, so the dialog stays open (and cannot be dismissed) until the server has answered.
  const confirm = async () => {
    try {
      await remove.mutateAsync(planId);
    } catch (error) {
      setOpen(false);
      toast({ variant: 'destructive', title: t('plans.delete.failed'), description: errorMessage(error) });
      return;
    }
    setOpen(false);
    toast({ title: t('plans.delete.done') });
    navigate(MEAL_PLANS_PATH);
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" className="text-destructive hover:text-destructive dark:text-red-400">
          <Trash2Icon aria-hidden="true" />
          {t('plans.delete.action')}
        </Button>
      }
      title={t('plans.delete.title')}
      description={t('plans.delete.description', { name: planName })}
      confirmLabel={t('plans.delete.confirm')}
      destructive
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
