import { MinusIcon, PlusIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { clampServings, SERVINGS_LIMITS } from '../utils/scale-servings.ts';

/**
 * How many servings to show the amounts for: − and + buttons around a number box (typing works too; the box
 * keeps whole servings within the bounds).
 */
export function ServingsStepper({ value, onChange }: { value: number; onChange: (servings: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2 print:hidden" data-testid="servings-stepper">
      <Label htmlFor={id} className="text-sm">
        {t('recipes.details.servings')}
      </Label>
      <div className="flex items-center">
        <Button
          variant="outline"
          size="icon"
          className="size-9 rounded-r-none"
          aria-label={t('recipes.details.fewerServings')}
          aria-controls={id}
          disabled={value <= SERVINGS_LIMITS.min}
          onClick={() => onChange(clampServings(value - 1))}
        >
          <MinusIcon aria-hidden="true" />
        </Button>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={SERVINGS_LIMITS.min}
          max={SERVINGS_LIMITS.max}
          step={1}
          value={value}
          onChange={(event) => {
            if (event.target.value !== '') onChange(clampServings(Number(event.target.value)));
          }}
          className="h-9 w-14 [appearance:textfield] rounded-none border-x-0 text-center tabular-nums [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <Button
          variant="outline"
          size="icon"
          className="size-9 rounded-l-none"
          aria-label={t('recipes.details.moreServings')}
          aria-controls={id}
          disabled={value >= SERVINGS_LIMITS.max}
          onClick={() => onChange(clampServings(value + 1))}
        >
          <PlusIcon aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
