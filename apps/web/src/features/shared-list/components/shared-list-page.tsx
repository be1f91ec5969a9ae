import type { SharedGroceryItem, SharedGroceryList } from '@mealplanr/contracts/grocery-lists';
import { useQueryClient } from '@tanstack/react-query';
import { EyeIcon, ListChecksIcon, RotateCcwIcon, ShoppingCartIcon } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { GroceryCategorySection, ProbablyAtHomeSection } from '../../../components/grocery-sections.tsx';
import { OfflineBanner } from '../../../components/offline-banner.tsx';
import { WeekOf } from '../../../components/week-of.tsx';
import { useParams } from 'wouter';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { HttpError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import type { QueuedCheck } from '../../../lib/list-sync/offline-queue.ts';
import { withPendingChanges, withQueuedChecks } from '../../../lib/list-sync/pending-changes.ts';
import { saveItemChange } from '../../../lib/list-sync/save-item-change.ts';
import { useOfflineSync } from '../../../lib/list-sync/use-offline-sync.ts';
import { useQueuedChecks } from '../../../lib/list-sync/use-queued-checks.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { sharedItemUrl } from '../api/check-shared-item.ts';
import { sharedListQueryOptions, sharedListUrl, useSharedList } from '../api/get-shared-list.ts';
import { useSharedListLiveUpdates } from '../hooks/use-shared-list-live-updates.ts';
import { sharedWeekText } from '../utils/item-amount.ts';
import {
  patchSharedItem,
  type SharedItemMutation,
  storeReplayedSharedCheck,
  storeSharedAnswer,
} from '../utils/shared-item-sync.ts';
import { sharedItems } from '../utils/shared-list-items.ts';
import { SharedItemRow } from './shared-item-row.tsx';
import { SharedListNotFound } from './shared-list-not-found.tsx';
import { listTitle } from '../../../lib/in-language.ts';

/**
 * `/list/:shareId`: a list opened by its public link, without signing in. Live; items can be ticked
 * off only when the link allows it. Unknown, revoked and replaced links all show the same 404 text.
 */
export function SharedListPage() {
  const { shareId = '' } = useParams<{ shareId: string }>();
  const query = useSharedList(shareId);
  const [gone, setGone] = useState(false);
  const onGone = useCallback(() => setGone(true), []);
  const queryClient = useQueryClient();
  // Checks made here without a network are sent once it is back, like those of one's own lists.
  useOfflineSync(
    useCallback((check: QueuedCheck, answer: unknown) => storeReplayedSharedCheck(queryClient, check, answer), [queryClient]),
  );
  useSharedListLiveUpdates(shareId, query.isSuccess && !gone, onGone);

  if (gone || (query.error instanceof HttpError && query.error.status === 404)) return <SharedListNotFound />;
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <LoadFailed error={query.error} retry={() => void query.refetch()} />;
  return <SharedListView shareId={shareId} list={query.data} onGone={onGone} />;
}

function SharedListView({
  shareId,
  list: cached,
  onGone,
}: {
  shareId: string;
  list: SharedGroceryList;
  onGone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const scope = sharedListUrl(shareId);
  const queued = useQueuedChecks(scope);
  // Checks still waiting in the offline queue stay visible whatever the server last said.
  const list = useMemo(() => withQueuedChecks(cached, queued, patchSharedItem), [cached, queued]);
  const title = listTitle(list, i18n.resolvedLanguage ?? 'en');
  useDocumentTitle(title);
  const queryClient = useQueryClient();
  const { queryKey } = sharedListQueryOptions(shareId);
  const canCheck = list.permission === 'check';
  const week = sharedWeekText(t, list.weekStart, list.weekEnd, i18n.resolvedLanguage ?? 'en');
  const groups = list.groups.filter((group) => group.items.length > 0);

  const setChecked = async (item: SharedGroceryItem, checked: boolean) => {
    try {
      const outcome = await saveItemChange<SharedItemMutation>({
        scope,
        url: sharedItemUrl(shareId, item.id),
        itemId: item.id,
        changes: { checked },
        online: navigator.onLine,
        show: async () => {
          await queryClient.cancelQueries({ queryKey });
          queryClient.setQueryData<SharedGroceryList>(queryKey, (current) =>
            current ? withPendingChanges(current, patchSharedItem) : current,
          );
          const known = queryClient.getQueryData<SharedGroceryList>(queryKey);
          return (known && sharedItems(known).find((other) => other.id === item.id)?.version) ?? item.version;
        },
      });
      if (outcome.kind === 'saved') storeSharedAnswer(queryClient, scope, outcome.answer);
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) {
        // The link was turned off or made view-only meanwhile (or the item is gone): see which.
        const fresh = await queryClient.fetchQuery(sharedListQueryOptions(shareId)).catch(() => undefined);
        if (!fresh) onGone();
        else toast({ title: t('sharedList.toasts.checkNotAllowed') });
        return;
      }
      toast({ variant: 'destructive', title: t('sharedList.toasts.checkFailed'), description: errorMessage(error) });
      void queryClient.invalidateQueries({ queryKey });
    }
  };

  const row = (item: SharedGroceryItem) => (
    <SharedItemRow key={item.id} item={item} canCheck={canCheck} onCheckedChange={(checked) => void setChecked(item, checked)} />
  );

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <header className="flex flex-col gap-3">
        <span className="w-fit rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">
          {t('sharedList.badge')}
        </span>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{title}</h1>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <WeekOf range={week} />
          <span data-testid="shared-progress">
            {t('grocery.progress', { checked: list.checkedCount, total: list.itemCount })}
          </span>
          <span className="inline-flex items-center gap-1.5" data-testid="shared-permission">
            {canCheck ? (
              <ListChecksIcon className="size-4" aria-hidden="true" />
            ) : (
              <EyeIcon className="size-4" aria-hidden="true" />
            )}
            {canCheck ? t('sharedList.canCheck') : t('sharedList.viewOnly')}
          </span>
        </div>
      </header>

      {canCheck ? <OfflineBanner queuedCount={queued.length} /> : null}

      {list.itemCount === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center">
          <ShoppingCartIcon className="size-7 text-primary" aria-hidden="true" />
          <p className="text-muted-foreground">{t('sharedList.empty')}</p>
        </div>
      ) : null}

      {groups.map((group) => (
        <GroceryCategorySection
          key={group.category}
          headingId={`shared-${group.category}`}
          title={t(`grocery.categories.${group.category}`)}
          testId={`category-${group.category}`}
        >
          {group.items.map(row)}
        </GroceryCategorySection>
      ))}

      {list.probablyAtHome.length > 0 ? (
        <ProbablyAtHomeSection idPrefix="shared-">{list.probablyAtHome.map(row)}</ProbablyAtHomeSection>
      ) : null}
    </div>
  );
}

function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="font-medium">{t('sharedList.loadFailed')}</p>
      <p className="text-sm text-muted-foreground">{errorMessage(error)}</p>
      <Button variant="outline" onClick={retry}>
        <RotateCcwIcon aria-hidden="true" />
        {t('sharedList.retry')}
      </Button>
    </div>
  );
}
