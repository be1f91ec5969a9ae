import { useLocation } from 'wouter';
import { toast } from '../../../components/ui/use-toast.ts';
import { groceryErrorMessage } from '../utils/grocery-error-message.ts';
import { GROCERY_LISTS_PATH } from '../utils/paths.ts';

/**
 * The confirm step of a question that takes this person off a list screen (delete the list, leave it). The
 * returned function awaits the server rather than using per-call callbacks, because the list's own live stream
 * may close the screen first. A failure toasts and keeps the dialog open; success closes it, toasts and goes
 * back to the overview.
 */
export function useExitList({
  onOpenChange,
  failedTitle,
  doneTitle,
  onFailure,
  onDone,
}: {
  onOpenChange: (open: boolean) => void;
  failedTitle: string;
  doneTitle: string;
  onFailure?: () => void;
  onDone?: () => void;
}) {
  const [, navigate] = useLocation();
  return async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      onFailure?.();
      toast({ variant: 'destructive', title: failedTitle, description: groceryErrorMessage(error) });
      return;
    }
    onOpenChange(false);
    toast({ title: doneTitle });
    onDone?.();
    navigate(GROCERY_LISTS_PATH, { replace: true });
  };
}
