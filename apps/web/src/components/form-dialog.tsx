import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { Button } from './ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './ui/dialog.tsx';

/*
 * The frame every "fill in and save" dialog shares: a titled, described dialog around a form, and the form's
 * Cancel / submit row. Kept in one place so all such dialogs look, read and announce themselves alike.
 */

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name. */
  title: string;
  description: string;
  /** Classes for the dialog box, e.g. its width. */
  className?: string;
  'data-testid'?: string;
  /** The form (usually ending with a FormDialogFooter). */
  children: ReactNode;
}

export function FormDialog({ open, onOpenChange, title, description, className, 'data-testid': testId, children }: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className} data-testid={testId}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

export interface FormDialogFooterProps {
  submitLabel: string;
  onCancel: () => void;
  /** While the request runs, the submit button is disabled and spins, so a second press sends nothing. */
  pending: boolean;
  /** Also disable Cancel, for dialogs that must stay open until the request has answered. */
  cancelDisabled?: boolean;
}

/** Cancel and the form's submit button, at the foot of a dialog. Put it inside the <form>. */
export function FormDialogFooter({ submitLabel, onCancel, pending, cancelDisabled }: FormDialogFooterProps) {
  const { t } = useTranslation();
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={cancelDisabled}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" busy={pending}>
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
