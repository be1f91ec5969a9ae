import type { MealNutrition } from '@mealplanr/contracts/meal-plans';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatDecimal, formatInteger } from '../../meal-plans/utils/format.ts';

/** Nutrition per serving as a two-column table: energy, then the macronutrients with their "of which" rows. */
export function NutritionTable({ nutrition }: { nutrition: MealNutrition }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const grams = (value: number) => t('recipes.details.gramsValue', { value: formatDecimal(value, language, 1) });
  const rows: Array<{ key: string; label: string; value: string; sub?: boolean }> = [
    { key: 'kcal', label: t('recipes.details.kcal'), value: t('recipes.details.kcalValue', { value: formatInteger(nutrition.kcal, language) }) },
    { key: 'protein', label: t('recipes.details.protein'), value: grams(nutrition.proteinG) },
    { key: 'fat', label: t('recipes.details.fat'), value: grams(nutrition.fatG) },
    { key: 'satFat', label: t('recipes.details.satFat'), value: grams(nutrition.satFatG), sub: true },
    { key: 'carbs', label: t('recipes.details.carbs'), value: grams(nutrition.carbsG) },
    { key: 'sugars', label: t('recipes.details.sugars'), value: grams(nutrition.sugarsG), sub: true },
    { key: 'fibre', label: t('recipes.details.fibre'), value: grams(nutrition.fibreG) },
    { key: 'sodium', label: t('recipes.details.sodium'), value: t('recipes.details.mgValue', { value: formatInteger(nutrition.sodiumMg, language) }) },
  ];
  return (
    <table className="w-full text-sm" data-testid="recipe-nutrition">
      <caption className="sr-only">{t('recipes.details.nutrition')}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-dashed last:border-b-0" data-nutrient={row.key}>
            <th scope="row" className={row.sub ? 'py-1.5 pl-4 text-left font-normal text-muted-foreground' : 'py-1.5 text-left font-medium'}>
              {row.label}
            </th>
            <td className="py-1.5 text-right tabular-nums">{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
