import type { GroceryItem, GroceryList } from '@mealplanr/contracts/grocery-lists';
import { ListChecksIcon, ShoppingCartIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { GroceryCategorySection, ProbablyAtHomeSection } from '../../../components/grocery-sections.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useRemoveGroceryItem } from '../api/remove-grocery-item.ts';
import { useItemChanges } from '../hooks/use-item-changes.ts';
import { groceryErrorMessage } from '../utils/grocery-error-message.ts';
import { ClearCheckedDialog } from './clear-checked-dialog.tsx';
import { EditItemDialog } from './edit-item-dialog.tsx';
import { ItemRow } from './item-row.tsx';
import { itemName } from '../../../lib/in-language.ts';

/**
 * The items by store section (the spec's 8 categories in store order, checked ones sunk to the bottom of
 * their section), then pantry staples apart as "probably at home", then "clear checked".
 */
export function GroceryItems({ list }: { list: GroceryList }) {
  const { t, i18n } = useTranslation();
  const { setChecked, change } = useItemChanges(list.id);
  const remove = useRemoveGroceryItem(list.id);
  const [editing, setEditing] = useState<GroceryItem | null>(null);
  const [clearing, setClearing] = useState(false);
  const groups = list.groups.filter((group) => group.items.length > 0);

  const removeItem = (item: GroceryItem) =>
    remove.mutate(item.id, {
      onSuccess: () => toast({ title: t('grocery.toasts.itemRemoved', { name: itemName(item, i18n.resolvedLanguage ?? 'en') }) }),
      onError: (error) =>
        toast({ variant: 'destructive', title: t('grocery.toasts.itemRemoveFailed'), description: groceryErrorMessage(error) }),
    });

  const row = (item: GroceryItem) => (
    <ItemRow
      key={item.id}
      item={item}
      onCheckedChange={(checked) => void setChecked(item, checked)}
      onEdit={() => setEditing(item)}
      onRemove={() => removeItem(item)}
    />
  );

  if (list.itemCount === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-secondary text-primary">
          <ShoppingCartIcon className="size-6" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold">{t('grocery.list.emptyTitle')}</h2>
        <p className="max-w-md text-pretty text-sm text-muted-foreground">{t('grocery.list.emptyDescription')}</p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      {list.checkedCount > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">
            {list.checkedCount === list.itemCount ? t('grocery.list.allChecked') : null}
          </p>
          <Button variant="outline" size="sm" onClick={() => setClearing(true)}>
            <ListChecksIcon aria-hidden="true" />
            {t('grocery.list.clearChecked', { count: list.checkedCount })}
          </Button>
        </div>
      ) : null}

      {groups.map((group) => (
        <GroceryCategorySection
          key={group.category}
          headingId={`category-${group.category}`}
          title={t(`grocery.categories.${group.category}`)}
          aside={t('grocery.list.groupProgress', {
            checked: group.items.filter((item) => item.checked).length,
            total: group.items.length,
          })}
          testId={`category-${group.category}`}
        >
          {group.items.map(row)}
        </GroceryCategorySection>
      ))}

      {list.probablyAtHome.length > 0 ? (
        <ProbablyAtHomeSection idPrefix="" testId="probably-at-home">
          {list.probablyAtHome.map(row)}
        </ProbablyAtHomeSection>
      ) : null}

      <EditItemDialog
        item={editing}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        onSave={async (item, changes) => {
          const saved = await change(item, changes);
          if (saved) toast({ title: t('grocery.toasts.itemSaved') });
          return saved;
        }}
      />
      <ClearCheckedDialog list={list} open={clearing} onOpenChange={setClearing} />
    </div>
  );
}
