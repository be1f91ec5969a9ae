import type { MealPlanGenerator } from '@mealplanr/contracts/meal-plans';
import { ChefHatIcon, SparklesIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { cn } from '../../../lib/utils.ts';

export interface GeneratorChoiceProps {
  value: MealPlanGenerator;
  onChange: (next: MealPlanGenerator) => void;
}

const OPTIONS = [
  { value: 'builtin', Icon: ChefHatIcon },
  { value: 'llm', Icon: SparklesIcon },
] as const satisfies ReadonlyArray<{ value: MealPlanGenerator; Icon: unknown }>;

/**
 * Who writes the plan's recipes: the built-in planner or the AI chef. Shown only when the server offers the AI
 * chef. Two real radio buttons in a fieldset, drawn as cards, so keyboards and screen readers treat them as such.
 */
export function GeneratorChoice({ value, onChange }: GeneratorChoiceProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2" data-testid="generator-choice">
      <legend className="mb-2 text-sm font-medium">{t('plans.generator.label')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {OPTIONS.map(({ value: option, Icon }) => {
          const checked = value === option;
          const descriptionId = `generator-${option}-description`;
          return (
            <label
              key={option}
              className={cn(
                'flex cursor-pointer gap-3 rounded-lg border p-3 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                checked ? 'border-primary bg-primary/5 ring-1 ring-primary' : 'border-input hover:bg-accent',
              )}
            >
              <input
                type="radio"
                name="generator"
                value={option}
                checked={checked}
                onChange={() => onChange(option)}
                aria-describedby={descriptionId}
                className="sr-only"
              />
              <Icon className={cn('mt-0.5 size-5 shrink-0', checked ? 'text-primary' : 'text-muted-foreground')} aria-hidden="true" />
              <span className="flex flex-col gap-0.5">
                <span className="text-sm font-semibold">{t(`plans.generator.${option}.title`)}</span>
                <span id={descriptionId} className="text-sm text-muted-foreground">
                  {t(`plans.generator.${option}.description`)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
