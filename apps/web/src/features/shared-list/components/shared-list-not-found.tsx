import { ShoppingBasketIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/**
 * The 404 of `/list/...`, with the shell's not-found texts (`notFound.list*`): an unknown link, a revoked one
 * and a replaced one look exactly alike, so a link reveals nothing about lists that once existed.
 */
export function SharedListNotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.listTitle'));
  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-5 px-4 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-secondary text-primary">
        <ShoppingBasketIcon className="size-8" aria-hidden="true" />
      </span>
      <p className="text-sm font-semibold tracking-widest text-primary">404</p>
      <h1 className="text-3xl font-bold tracking-tight text-balance">{t('notFound.listTitle')}</h1>
      <p className="text-pretty text-muted-foreground">{t('notFound.listDescription')}</p>
      <Button asChild className="mt-2">
        <Link href="/">{t('notFound.goHome')}</Link>
      </Button>
    </div>
  );
}
