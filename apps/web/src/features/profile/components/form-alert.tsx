import { CircleAlertIcon } from 'lucide-react';

/**
 * A failure said inside the dialog that is still open. The toast says it too, but while a modal dialog is
 * open everything outside it is hidden from assistive technology, so the dialog must carry the message.
 */
export function FormAlert({ children }: { children: string | undefined }) {
  if (!children) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm dark:bg-destructive/20"
    >
      <CircleAlertIcon className="mt-0.5 size-4 shrink-0 text-destructive dark:text-red-400" aria-hidden="true" />
      {children}
    </p>
  );
}
