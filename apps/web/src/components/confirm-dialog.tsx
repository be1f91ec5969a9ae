import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { ButtonIcon } from './ui/button.tsx';
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
} from './ui/alert-dialog.tsx';

/*
 * The frame every "are you sure?" question shares: a titled, described alert dialog with Cancel and one
 * confirming button. Kept in one place so all such questions look, read and announce themselves alike (the
 * alertdialog's name is the title; Cancel has the focus when it opens, as Radix does for alert dialogs).
 */

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog, for questions asked from one place; focus goes back to it on close. */
  trigger?: ReactElement;
  /** The dialog's accessible name. */
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** "Cancel" unless told otherwise. */
  cancelLabel?: string;
  /** Paint the confirming button red, for what cannot be undone. */
  destructive?: boolean;
  /**
   * The confirmed action is running: the confirming button spins and, like Cancel, is disabled, and the dialog
   * cannot be dismissed, so the answer (and its toast) belongs to the question that was asked.
   */
  pending?: boolean;
  /** Only the confirming button is disabled (e.g. while something it needs is still loading). */
  confirmDisabled?: boolean;
  /**
   * Runs on confirm. Returning nothing closes the dialog at once (fire and forget, the toast tells the outcome).
   * Returning a promise keeps the dialog open: it waits for the server, and the caller closes it through `open`
   * when it should (after success only, or after a failure too).
   */
  onConfirm: () => void | Promise<void>;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = false,
  pending = false,
  confirmDisabled = false,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel ?? t('common.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            destructive={destructive}
            disabled={pending || confirmDisabled}
            aria-busy={pending || undefined}
            onClick={(event) => {
              // The action button closes the dialog unless its click is prevented; a promise means "stay open".
              if (onConfirm() instanceof Promise) event.preventDefault();
            }}
          >
            <ButtonIcon busy={pending} />
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
