import type { RecipeMarks } from '@mealplanr/contracts/recipes';
import { BanIcon, HeartIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { cn } from '../../../lib/utils.ts';
import { useSetRecipeMarks } from '../api/set-recipe-marks.ts';

/**
 * Favourite and "never suggest" as two toggle buttons (aria-pressed): each press saves at once; the button
 * shows the mark the server holds.
 */
export function RecipeMarksToggles({ recipeId, marks }: { recipeId: string; marks: RecipeMarks }) {
  const { t } = useTranslation();
  const setMarks = useSetRecipeMarks();
  const pending = setMarks.isPending ? Object.keys(setMarks.variables.marks) : [];
  const toggle = (mark: keyof RecipeMarks) =>
    setMarks.mutate(
      { id: recipeId, marks: { [mark]: !marks[mark] } },
      {
        onError: (error) =>
          toast({ variant: 'destructive', title: t('recipes.details.marksFailed'), description: errorMessage(error) }),
      },
    );
  return (
    <div className="flex flex-wrap items-center gap-2 print:hidden">
      <Button
        variant="outline"
        size="sm"
        aria-pressed={marks.favourite}
        busy={pending.includes('favourite')}
        icon={
          <HeartIcon
            aria-hidden="true"
            className={cn(marks.favourite && 'fill-rose-500 text-rose-600 dark:fill-rose-400 dark:text-rose-400')}
          />
        }
        onClick={() => toggle('favourite')}
        data-testid="favourite-toggle"
        className={cn(marks.favourite && 'border-rose-300 bg-rose-50 dark:border-rose-400/40 dark:bg-rose-400/10')}
      >
        {t('recipes.details.favourite')}
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-pressed={marks.neverSuggest}
        aria-describedby={`never-suggest-hint-${recipeId}`}
        busy={pending.includes('neverSuggest')}
        icon={<BanIcon aria-hidden="true" className={cn(marks.neverSuggest && 'text-destructive dark:text-red-400')} />}
        onClick={() => toggle('neverSuggest')}
        data-testid="never-suggest-toggle"
        className={cn(marks.neverSuggest && 'border-destructive/50 bg-destructive/10')}
      >
        {t('recipes.details.neverSuggest')}
      </Button>
      <p id={`never-suggest-hint-${recipeId}`} className="w-full text-xs text-muted-foreground">
        {t('recipes.details.neverSuggestHint')}
      </p>
    </div>
  );
}
