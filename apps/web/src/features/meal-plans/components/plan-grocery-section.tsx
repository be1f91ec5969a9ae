import type { MealPlan } from '@mealplanr/contracts/meal-plans';
import { ArrowRightIcon, ShoppingBasketIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useCreateGroceryListFromPlan } from '../../grocery-lists/api/create-grocery-list-from-plan.ts';
import { usePlanGroceryList } from '../api/get-plan-grocery-list.ts';
import { itemAmountText } from '../../grocery-lists/utils/item-text.ts';
import { usePlanGroceryPreview } from '../api/get-plan-grocery-preview.ts';
import { capitalize } from '../utils/format.ts';
import { IconTile } from './icon-tile.tsx';

/** How many ingredients show before "Show all". */
const PREVIEW_COUNT = 12;

/** The grocery lists screen opened on one list. */
export const groceryListPath = (listId: string) => `/grocery-lists?list=${encodeURIComponent(listId)}`;

/**
 * What the plan needs from the shop, added up across its meals, and the way to a real grocery list (made
 * once per plan; asking again reuses it).
 */
export function PlanGrocerySection({ plan }: { plan: MealPlan }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const [showAll, setShowAll] = useState(false);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const create = useCreateGroceryListFromPlan();
  // The list made earlier (before a reload, or on another device) is the one to open.
  const existing = usePlanGroceryList(plan.id);
  const listId = createdId ?? existing.data?.id ?? null;
  // The list's own items, rounded to what one buys, so the preview says what the list will say.
  const preview = usePlanGroceryPreview(plan.id, language);
  const ingredients = useMemo(() => {
    const collator = new Intl.Collator(language);
    return [...(preview.data ?? [])].sort((a, b) => collator.compare(a.name, b.name));
  }, [preview.data, language]);
  const shown = showAll ? ingredients : ingredients.slice(0, PREVIEW_COUNT);

  const createList = () => {
    create.mutate(plan.id, {
      onSuccess: ({ list, reused }) => {
        setCreatedId(list.id);
        toast({ title: reused ? t('plans.grocery.reused') : t('plans.grocery.created') });
      },
      onError: (error) => {
        toast({ variant: 'destructive', title: t('plans.grocery.failed'), description: errorMessage(error) });
      },
    });
  };

  return (
    <section
      aria-labelledby="plan-grocery"
      className="flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-xs"
      data-testid="plan-grocery"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-3">
          <IconTile>
            <ShoppingBasketIcon className="size-5" aria-hidden="true" />
          </IconTile>
          <div className="flex flex-col gap-1">
            <h2 id="plan-grocery" className="text-lg font-semibold">
              {t('plans.grocery.title')}
            </h2>
            <p className="text-sm text-muted-foreground">
              {t('plans.grocery.description', { count: plan.householdSize })}
            </p>
          </div>
        </div>
        {listId ? (
          <Button asChild>
            <Link href={groceryListPath(listId)}>
              {t('plans.grocery.open')}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        ) : (
          <Button
            onClick={createList}
            busy={create.isPending || existing.isPending}
            icon={<ShoppingBasketIcon aria-hidden="true" />}
          >
            {t('plans.grocery.create')}
          </Button>
        )}
      </div>
      {ingredients.length > 0 ? (
        <>
          <ul className="grid gap-x-8 gap-y-1 text-sm sm:grid-cols-2" aria-label={t('plans.grocery.ingredientsLabel')}>
            {shown.map((ingredient, index) => (
              <li
                key={`${ingredient.name}-${index}`}
                className="flex justify-between gap-3 border-b border-dashed py-1"
                data-testid="plan-grocery-item"
              >
                <span>{capitalize(ingredient.name, language)}</span>
                <span className="shrink-0 text-muted-foreground tabular-nums">{itemAmountText(t, ingredient, language)}</span>
              </li>
            ))}
          </ul>
          {ingredients.length > PREVIEW_COUNT ? (
            <Button variant="link" className="h-auto w-fit px-0" onClick={() => setShowAll((value) => !value)}>
              {showAll ? t('plans.grocery.showFewer') : t('plans.grocery.showAll', { count: ingredients.length })}
            </Button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
