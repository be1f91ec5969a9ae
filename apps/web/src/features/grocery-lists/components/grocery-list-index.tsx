import type { GroceryListSummary } from '@mealplanr/contracts/grocery-lists';
import { ListPlusIcon, PlusIcon, ShoppingBasketIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { CardGridSkeleton, EmptyState, LoadFailed, PageHeading } from '../../../components/page-states.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useGroceryLists } from '../api/get-grocery-lists.ts';
import { groceryErrorMessage } from '../utils/grocery-error-message.ts';
import { CreateListDialog } from './create-list-dialog.tsx';
import { GroceryListCard } from './grocery-list-card.tsx';

/** The lists overview: "My lists", "Shared with me", and the way to a new list. */
export function GroceryListIndex() {
  const { t } = useTranslation();
  useDocumentTitle(t('grocery.title'));
  const lists = useGroceryLists();
  const [creating, setCreating] = useState(false);
  const owned = lists.data?.owned ?? [];
  const shared = lists.data?.shared ?? [];
  const hasAny = owned.length + shared.length > 0;

  return (
    <div className="flex flex-col gap-8">
      <PageHeading title={t('grocery.title')} subtitle={t('grocery.subtitle')}>
        {hasAny ? (
          <Button onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden="true" />
            {t('grocery.index.newList')}
          </Button>
        ) : null}
      </PageHeading>

      {lists.isPending ? (
        <CardGridSkeleton count={3} cardClassName="h-36" />
      ) : lists.isError ? (
        <LoadFailed
          title={t('grocery.index.loadFailed')}
          detail={groceryErrorMessage(lists.error)}
          retryLabel={t('grocery.index.retry')}
          onRetry={() => void lists.refetch()}
        />
      ) : !hasAny ? (
        <NoListsYet onCreate={() => setCreating(true)} />
      ) : (
        <>
          <ListSection
            id="my-lists"
            title={t('grocery.index.mine')}
            lists={owned}
            empty={
              <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed px-5 py-6">
                <p className="text-sm text-muted-foreground">{t('grocery.index.mineEmpty')}</p>
                <Button variant="outline" size="sm" onClick={() => setCreating(true)}>
                  <PlusIcon aria-hidden="true" />
                  {t('grocery.index.newList')}
                </Button>
              </div>
            }
          />
          <ListSection
            id="shared-with-me"
            title={t('grocery.index.sharedWithMe')}
            lists={shared}
            empty={
              <p className="rounded-xl border border-dashed px-5 py-6 text-sm text-muted-foreground">
                {t('grocery.index.sharedWithMeEmpty')}
              </p>
            }
          />
        </>
      )}

      <CreateListDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}

function ListSection({
  id,
  title,
  lists,
  empty,
}: {
  id: string;
  title: string;
  lists: GroceryListSummary[];
  empty: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {lists.length === 0 ? (
        empty
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-labelledby={id}>
          {lists.map((list) => (
            <li key={list.id}>
              <GroceryListCard list={list} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function NoListsYet({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<ShoppingBasketIcon className="size-7" aria-hidden="true" />}
      title={t('grocery.index.empty.title')}
      description={t('grocery.index.empty.description')}
    >
      <Button size="lg" onClick={onCreate}>
        <ListPlusIcon aria-hidden="true" />
        {t('grocery.index.empty.action')}
      </Button>
    </EmptyState>
  );
}
