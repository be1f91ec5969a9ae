import type { RecipeDetailsIngredient } from '@mealplanr/contracts/recipes';
import { useTranslation } from '../../../lib/use-translation.ts';
import { amountText } from '../../meal-plans/utils/amount-text.ts';
import { capitalize } from '../../meal-plans/utils/format.ts';
import { scaleAmount } from '../utils/scale-servings.ts';

export interface RecipeIngredientsProps {
  ingredients: readonly RecipeDetailsIngredient[];
  /** The servings the recipe is written for, and the servings to show the amounts for. */
  recipeServings: number;
  servings: number;
  /** The language the recipe's words are in (names are capitalised its way). */
  recipeLanguage: string;
}

/**
 * The ingredients with their amounts for the chosen servings. A line our catalog did not understand is shown as
 * written, marked, and not scaled (nobody knows what its number measures).
 */
export function RecipeIngredients({ ingredients, recipeServings, servings, recipeLanguage }: RecipeIngredientsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <ul className="flex flex-col gap-1 text-sm" data-testid="recipe-ingredients">
      {ingredients.map((ingredient, index) => {
        const known = ingredient.id !== null && ingredient.amount !== null && ingredient.unit !== null;
        return (
          <li
            key={`${ingredient.id ?? 'line'}-${index}`}
            className="flex justify-between gap-3 border-b border-dashed pb-1"
            data-testid="recipe-ingredient"
            data-resolved={known}
          >
            <span className="min-w-0">
              {known ? capitalize(ingredient.name, recipeLanguage) : (ingredient.text ?? ingredient.name)}
              {ingredient.id === null ? (
                <span className="ml-1.5 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-950 dark:bg-amber-400/15 dark:text-amber-100">
                  {t('recipes.details.notMatched')}
                </span>
              ) : null}
            </span>
            {known ? (
              <span className="shrink-0 text-muted-foreground tabular-nums" data-testid="recipe-ingredient-amount">
                {amountText(t, scaleAmount(ingredient.amount!, ingredient.unit!, recipeServings, servings), ingredient.unit!, language)}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
