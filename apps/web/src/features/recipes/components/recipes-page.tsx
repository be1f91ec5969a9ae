import { BookPlusIcon, DownloadIcon, SearchXIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link, useLocation, useSearch } from 'wouter';
import { CardGridSkeleton, EmptyState, LoadFailed, PageHeading } from '../../../components/page-states.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRecipes } from '../api/get-recipes.ts';
import { type BrowserFilters, filtersToQuery, hasFilters, NO_FILTERS, parseFilters } from '../utils/browser-filters.ts';
import { NEW_RECIPE_PATH, RECIPES_PATH } from '../utils/paths.ts';
import { BrowserFiltersPanel } from './browser-filters-panel.tsx';
import { ImportRecipeDialog } from './import-recipe-dialog.tsx';
import { RecipeCard } from './recipe-card.tsx';

/** Wait this long after the last key before searching (one request per word, not per letter). */
const SEARCH_DELAY_MS = 300;

/** `/recipes`: every recipe one may plan with, built-in and own, searched and filtered on the server. */
export function RecipesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('recipes.browser.title'));
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = parseFilters(search);
  const [typed, setTyped] = useState(filters.q);
  const debouncedTyped = useDebounced(typed, SEARCH_DELAY_MS);
  const [importing, setImporting] = useState(false);

  // The filters live in the address, so Back from a recipe returns to the same results.
  const applyFilters = (next: BrowserFilters) => {
    const query = filtersToQuery(next).toString();
    navigate(query ? `${RECIPES_PATH}?${query}` : RECIPES_PATH, { replace: true });
  };
  useEffect(() => {
    if (debouncedTyped.trim() !== filters.q.trim()) applyFilters({ ...filters, q: debouncedTyped });
    // Only the typed words drive this; the other filters are written when they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedTyped]);

  const recipes = useRecipes(filters);
  const items = recipes.data?.pages.flatMap((page) => page.items) ?? [];
  const total = recipes.data?.pages[0]?.total ?? 0;
  const searching = recipes.isFetching && !recipes.isFetchingNextPage;

  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t('recipes.browser.title')} subtitle={t('recipes.browser.subtitle')}>
        <div className="flex flex-wrap gap-2">
          <AddRecipeButtons onImport={() => setImporting(true)} />
        </div>
      </PageHeading>

      <div role="search" className="flex flex-col gap-4" aria-label={t('recipes.browser.search')}>
        <div className="flex flex-col gap-2">
          <Label htmlFor="recipes-search">{t('recipes.browser.search')}</Label>
          <SearchInput
            id="recipes-search"
            value={typed}
            maxLength={60}
            placeholder={t('recipes.browser.searchPlaceholder')}
            onChange={(event) => setTyped(event.target.value)}
            className="pr-10"
          >
            {searching ? (
              <span className="absolute top-1/2 right-3 -translate-y-1/2">
                <Spinner className="size-4" />
              </span>
            ) : null}
          </SearchInput>
        </div>
        <BrowserFiltersPanel filters={filters} onChange={applyFilters} />
      </div>

      {recipes.isPending ? (
        <CardGridSkeleton count={6} cardClassName="h-36" />
      ) : recipes.isError ? (
        <LoadFailed
          title={t('recipes.browser.loadFailed')}
          detail={errorMessage(recipes.error)}
          retryLabel={t('recipes.browser.retry')}
          onRetry={() => void recipes.refetch()}
        />
      ) : items.length === 0 ? (
        <NoRecipesFound
          filters={filters}
          onClear={() => {
            setTyped('');
            applyFilters(NO_FILTERS);
          }}
          onImport={() => setImporting(true)}
        />
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-muted-foreground" role="status" data-testid="recipes-count">
            {t('recipes.browser.results', { count: total })}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('recipes.browser.listLabel')} aria-busy={searching || undefined}>
            {items.map((recipe) => (
              <li key={`${recipe.source}-${recipe.id}`}>
                <RecipeCard recipe={recipe} />
              </li>
            ))}
          </ul>
          {recipes.hasNextPage ? (
            <Button
              variant="outline"
              className="self-center"
              busy={recipes.isFetchingNextPage}
              onClick={() => void recipes.fetchNextPage()}
            >
              {t('recipes.browser.showMore')}
            </Button>
          ) : null}
        </div>
      )}

      <ImportRecipeDialog open={importing} onOpenChange={setImporting} />
    </div>
  );
}

function NoRecipesFound({ filters, onClear, onImport }: { filters: BrowserFilters; onClear: () => void; onImport: () => void }) {
  const { t } = useTranslation();
  // Only "mine" and nothing else asked: the person simply has no recipes yet.
  const emptyBox = filters.source === 'mine' && !hasFilters({ ...filters, source: 'all' });
  return (
    <EmptyState
      icon={<SearchXIcon className="size-7" aria-hidden="true" />}
      title={emptyBox ? t('recipes.browser.empty.mineTitle') : t('recipes.browser.empty.title')}
      description={emptyBox ? t('recipes.browser.empty.mineDescription') : t('recipes.browser.empty.description')}
      data-testid="recipes-empty"
    >
      <div className="flex flex-wrap justify-center gap-2">
        {emptyBox ? (
          <AddRecipeButtons onImport={onImport} />
        ) : hasFilters(filters) ? (
          <Button variant="outline" onClick={onClear}>
            {t('recipes.browser.clearFilters')}
          </Button>
        ) : null}
      </div>
    </EmptyState>
  );
}

/** "Import" and "New recipe": at the top of the page, and in the empty recipe box. */
function AddRecipeButtons({ onImport }: { onImport: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="outline" onClick={onImport} icon={<DownloadIcon aria-hidden="true" />}>
        {t('recipes.browser.import')}
      </Button>
      <Button asChild>
        <Link href={NEW_RECIPE_PATH}>
          <BookPlusIcon aria-hidden="true" />
          {t('recipes.browser.newRecipe')}
        </Link>
      </Button>
    </>
  );
}
