import { RotateCwIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/error-message.ts';

/** What a panel shows while its data is loading or could not be loaded. */
export function LoadState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!error) {
    return (
      <div className="flex min-h-40 items-center justify-center">
        <Spinner className="size-7" />
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive/40 p-4 text-sm">
      <p>
        {t('admin.loadFailed')} {errorMessage(error)}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCwIcon aria-hidden="true" />
        {t('admin.retry')}
      </Button>
    </div>
  );
}

/** An empty list, said in words. */
export function EmptyState({ text }: { text: string }) {
  return <p className="rounded-lg border border-dashed border-input px-4 py-10 text-center text-sm text-muted-foreground">{text}</p>;
}
