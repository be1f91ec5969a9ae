import { BookPlusIcon, DownloadIcon, RotateCcwIcon, SearchXIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
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
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('recipes.browser.title')}</h1>
          <p className="text-muted-foreground">{t('recipes.browser.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setImporting(true)} icon={<DownloadIcon aria-hidden="true" />}>
            {t('recipes.browser.import')}
          </Button>
          <Button asChild>
            <Link href={NEW_RECIPE_PATH}>
              <BookPlusIcon aria-hidden="true" />
              {t('recipes.browser.newRecipe')}
            </Link>
          </Button>
        </div>
      </div>

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
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2, 3, 4, 5].map((index) => (
            <li key={index} className="h-36 animate-pulse rounded-xl border bg-muted/60" />
          ))}
        </ul>
      ) : recipes.isError ? (
        <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-12 text-center">
          <p className="font-medium">{t('recipes.browser.loadFailed')}</p>
          <p className="text-sm text-muted-foreground">{errorMessage(recipes.error)}</p>
          <Button variant="outline" onClick={() => void recipes.refetch()} icon={<RotateCcwIcon aria-hidden="true" />}>
            {t('recipes.browser.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <EmptyState
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

function EmptyState({ filters, onClear, onImport }: { filters: BrowserFilters; onClear: () => void; onImport: () => void }) {
  const { t } = useTranslation();
  // Only "mine" and nothing else asked: the person simply has no recipes yet.
  const emptyBox = filters.source === 'mine' && !hasFilters({ ...filters, source: 'all' });
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-input bg-card/60 px-6 py-12 text-center" data-testid="recipes-empty">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-secondary text-primary">
        <SearchXIcon className="size-7" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold">{emptyBox ? t('recipes.browser.empty.mineTitle') : t('recipes.browser.empty.title')}</h2>
      <p className="max-w-md text-pretty text-muted-foreground">
        {emptyBox ? t('recipes.browser.empty.mineDescription') : t('recipes.browser.empty.description')}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {emptyBox ? (
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
        ) : hasFilters(filters) ? (
          <Button variant="outline" onClick={onClear}>
            {t('recipes.browser.clearFilters')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
