import type { GroceryListSummary } from '@mealplanr/contracts/grocery-lists';
import { ListPlusIcon, PlusIcon, RotateCcwIcon, ShoppingBasketIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('grocery.title')}</h1>
          <p className="text-muted-foreground">{t('grocery.subtitle')}</p>
        </div>
        {hasAny ? (
          <Button onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden="true" />
            {t('grocery.index.newList')}
          </Button>
        ) : null}
      </div>

      {lists.isPending ? (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2].map((index) => (
            <li key={index} className="h-36 animate-pulse rounded-xl border bg-muted/60" />
          ))}
        </ul>
      ) : lists.isError ? (
        <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-12 text-center">
          <p className="font-medium">{t('grocery.index.loadFailed')}</p>
          <p className="text-sm text-muted-foreground">{groceryErrorMessage(lists.error)}</p>
          <Button variant="outline" onClick={() => void lists.refetch()}>
            <RotateCcwIcon aria-hidden="true" />
            {t('grocery.index.retry')}
          </Button>
        </div>
      ) : !hasAny ? (
        <EmptyState onCreate={() => setCreating(true)} />
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

function EmptyState({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-input bg-card/60 px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-secondary text-primary">
        <ShoppingBasketIcon className="size-7" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold">{t('grocery.index.empty.title')}</h2>
      <p className="max-w-md text-pretty text-muted-foreground">{t('grocery.index.empty.description')}</p>
      <Button size="lg" onClick={onCreate}>
        <ListPlusIcon aria-hidden="true" />
        {t('grocery.index.empty.action')}
      </Button>
    </div>
  );
}
