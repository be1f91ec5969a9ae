import { useQueryClient } from '@tanstack/react-query';
import { SearchXIcon } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link, useLocation } from 'wouter';
import { BackLink } from '../../../components/back-link.tsx';
import { LoadFailed } from '../../../components/page-states.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { HttpError } from '../../../lib/api.ts';
import { OfflineBanner } from '../../../components/offline-banner.tsx';
import { withQueuedChecks } from '../../../lib/list-sync/pending-changes.ts';
import { useQueuedChecks } from '../../../lib/list-sync/use-queued-checks.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { GROCERY_LISTS_KEY } from '../api/get-grocery-lists.ts';
import { groceryListQueryOptions, groceryListUrl, useGroceryList } from '../api/get-grocery-list.ts';
import { useListLiveUpdates } from '../hooks/use-list-live-updates.ts';
import { groceryErrorMessage } from '../utils/grocery-error-message.ts';
import { isOwnDeparture } from '../utils/own-departures.ts';
import { patchListItem } from '../utils/store-item.ts';
import { GROCERY_LISTS_PATH } from '../utils/paths.ts';
import { AddItemForm } from './add-item-form.tsx';
import { GroceryItems } from './grocery-items.tsx';
import { ListHeader } from './list-header.tsx';
import { listTitle } from '../../../lib/in-language.ts';

/** One list: header and actions, the add form, items by store section, live and usable offline. */
export function GroceryListDetails({ listId }: { listId: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const query = useGroceryList(listId);
  const queued = useQueuedChecks(groceryListUrl(listId));

  const onGone = useCallback(
    (reason: 'deleted' | 'revoked') => {
      if (!isOwnDeparture(listId)) {
        toast({ title: reason === 'deleted' ? t('grocery.toasts.listGone') : t('grocery.toasts.accessRevoked') });
      }
      queryClient.removeQueries({ queryKey: groceryListQueryOptions(listId).queryKey });
      void queryClient.invalidateQueries({ queryKey: [GROCERY_LISTS_KEY] });
      navigate(GROCERY_LISTS_PATH, { replace: true });
    },
    [listId, navigate, queryClient, t],
  );
  const live = useListLiveUpdates(listId, onGone);

  // Checks still waiting in the offline queue stay visible whatever the server last said.
  const list = useMemo(
    () => (query.data ? withQueuedChecks(query.data, queued, patchListItem) : undefined),
    [query.data, queued],
  );
  useDocumentTitle(list ? listTitle(list, i18n.resolvedLanguage ?? 'en') : t('grocery.title'));

  if (!list) {
    if (query.isError) {
      const missing = query.error instanceof HttpError && (query.error.status === 404 || query.error.status === 400);
      return missing ? <ListNotFound /> : <ListLoadFailed error={query.error} retry={() => void query.refetch()} />;
    }
    return <DetailsSkeleton />;
  }

  return (
    <div className="flex flex-col gap-6">
      <BackToLists />
      <ListHeader list={list} live={live} />
      <OfflineBanner queuedCount={queued.length} />
      <AddItemForm listId={list.id} />
      <GroceryItems list={list} />
    </div>
  );
}

function BackToLists() {
  const { t } = useTranslation();
  return <BackLink href={GROCERY_LISTS_PATH}>{t('grocery.list.back')}</BackLink>;
}

function DetailsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6" aria-busy="true" aria-label={t('common.loading')}>
      <div className="h-5 w-24 animate-pulse rounded bg-muted" />
      <div className="h-9 w-2/3 animate-pulse rounded bg-muted" />
      <div className="h-12 animate-pulse rounded-xl bg-muted/70" />
      {[0, 1, 2].map((index) => (
        <div key={index} className="h-28 animate-pulse rounded-xl border bg-muted/50" />
      ))}
    </div>
  );
}

function ListNotFound() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <BackToLists />
      <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-secondary text-primary">
          <SearchXIcon className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-xl font-semibold">{t('grocery.list.notFoundTitle')}</h1>
        <p className="max-w-md text-pretty text-muted-foreground">{t('grocery.list.notFoundDescription')}</p>
        <Button asChild>
          <Link href={GROCERY_LISTS_PATH}>{t('grocery.list.back')}</Link>
        </Button>
      </div>
    </div>
  );
}

function ListLoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <BackToLists />
      <LoadFailed
        title={t('grocery.list.loadFailed')}
        detail={groceryErrorMessage(error)}
        retryLabel={t('grocery.index.retry')}
        onRetry={retry}
      />
    </div>
  );
}
