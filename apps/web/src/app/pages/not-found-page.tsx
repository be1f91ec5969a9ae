import { CompassIcon, ShoppingBasketIcon } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link, useLocation } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Shown for any unknown path; under /list/ it speaks of a missing shared grocery list. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const [path] = useLocation();
  const isSharedList = path.startsWith('/list/');
  const title = isSharedList ? t('notFound.listTitle') : t('notFound.title');
  const description = isSharedList ? t('notFound.listDescription') : t('notFound.description');
  const Icon = isSharedList ? ShoppingBasketIcon : CompassIcon;
  useDocumentTitle(title);

  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-5 px-4 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-secondary text-primary">
        <Icon className="size-8" aria-hidden="true" />
      </span>
      <p className="text-sm font-semibold tracking-widest text-primary">404</p>
      <h1 className="text-3xl font-bold tracking-tight text-balance">{title}</h1>
      <p className="text-pretty text-muted-foreground">{description}</p>
      <Button asChild className="mt-2">
        <Link href="/">{t('notFound.goHome')}</Link>
      </Button>
    </div>
  );
}
