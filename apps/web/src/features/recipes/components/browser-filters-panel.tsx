import { SlidersHorizontalIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { cuisineOptions, mealTypeOptions, restrictionOptions, skillOptions } from '../../../lib/choice-options.ts';
import { SelectField } from '../../../components/select-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { cn } from '../../../lib/utils.ts';
import { formatInteger } from '../../meal-plans/utils/format.ts';
import { type BrowserFilters, type BrowserSource, MAX_MINUTES_CHOICES } from '../utils/browser-filters.ts';

/** Everything first, then each source on its own. */
const SOURCE_ORDER: readonly BrowserSource[] = ['all', 'builtin', 'mine'];

export interface BrowserFiltersPanelProps {
  filters: BrowserFilters;
  onChange: (next: BrowserFilters) => void;
}

/**
 * The browser's filters: where recipes come from, favourites only, then meal, diet, cuisine, time and difficulty.
 * On a phone the selects fold away behind a "Filters" button; on larger screens they are always shown.
 */
export function BrowserFiltersPanel({ filters, onChange }: BrowserFiltersPanelProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const set = <K extends keyof BrowserFilters>(key: K, value: BrowserFilters[K]) => onChange({ ...filters, [key]: value });
  const activeSelects = [filters.mealType, filters.diet, filters.cuisine, filters.maxMinutes, filters.difficulty].filter(
    (value) => value !== null,
  ).length;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <fieldset className="flex flex-wrap items-center gap-2" data-testid="source-filter">
          <legend className="sr-only">{t('recipes.browser.source')}</legend>
          <div className="inline-flex rounded-lg border bg-muted/60 p-0.5">
            {SOURCE_ORDER.map((source) => (
              <label
                key={source}
                className={cn(
                  'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium transition-colors select-none',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-ring',
                  filters.source === source ? 'bg-background text-foreground shadow-xs' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <input
                  type="radio"
                  name="recipe-source"
                  value={source}
                  checked={filters.source === source}
                  onChange={() => set('source', source)}
                  className="sr-only"
                />
                {t(`recipes.browser.sources.${source}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex items-center gap-2">
          <Checkbox
            id="recipes-favourites-only"
            checked={filters.favouritesOnly}
            onCheckedChange={(checked) => set('favouritesOnly', checked === true)}
          />
          <Label htmlFor="recipes-favourites-only">{t('recipes.browser.favouritesOnly')}</Label>
        </div>
        <Button
          variant="outline"
          size="sm"
          className="sm:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          icon={<SlidersHorizontalIcon aria-hidden="true" />}
        >
          {t('recipes.browser.filters')}
          {activeSelects > 0 ? ` (${formatInteger(activeSelects, language)})` : ''}
        </Button>
      </div>
      {/* Labels of different lengths wrap differently: the selects line up at the bottom. */}
      <div id={panelId} className={cn('grid-cols-2 items-end gap-3 sm:grid sm:grid-cols-3 lg:grid-cols-5', open ? 'grid' : 'hidden')}>
        <SelectField
          id="recipes-filter-mealType"
          label={t('recipes.browser.mealType')}
          noneLabel={t('recipes.browser.anyMealType')}
          options={mealTypeOptions(t)}
          value={filters.mealType}
          onChange={(value) => set('mealType', value)}
        />
        <SelectField
          id="recipes-filter-diet"
          label={t('recipes.browser.diet')}
          noneLabel={t('recipes.browser.anyDiet')}
          options={restrictionOptions(t)}
          value={filters.diet}
          onChange={(value) => set('diet', value)}
        />
        <SelectField
          id="recipes-filter-cuisine"
          label={t('recipes.browser.cuisine')}
          noneLabel={t('recipes.browser.anyCuisine')}
          options={cuisineOptions(t)}
          value={filters.cuisine}
          onChange={(value) => set('cuisine', value)}
        />
        <SelectField
          id="recipes-filter-maxMinutes"
          label={t('recipes.browser.maxTime')}
          noneLabel={t('recipes.browser.anyTime')}
          options={MAX_MINUTES_CHOICES.map((minutes) => ({
            value: String(minutes),
            label: t('recipes.browser.maxMinutes', { minutes: formatInteger(minutes, language) }),
          }))}
          value={filters.maxMinutes === null ? null : String(filters.maxMinutes)}
          onChange={(value) => set('maxMinutes', value === null ? null : Number(value))}
        />
        <SelectField
          id="recipes-filter-difficulty"
          label={t('recipes.browser.difficulty')}
          noneLabel={t('recipes.browser.anyDifficulty')}
          options={skillOptions(t)}
          value={filters.difficulty}
          onChange={(value) => set('difficulty', value)}
        />
      </div>
    </div>
  );
}
