import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { buttonVariants } from './button.tsx';

const VARIANTS = ['default', 'secondary', 'outline', 'ghost', 'destructive', 'link'] as const;
const SIZES = ['default', 'sm', 'lg', 'icon', 'toolbar'] as const;
const classes = (value: string) => value.split(/\s+/).filter(Boolean).sort();

describe('buttonVariants', () => {
  // A Button without a className of its own uses these classes unmerged: none may override another.
  it.each(VARIANTS.flatMap((variant) => SIZES.map((size) => [variant, size] as const)))(
    '%s / %s: no class conflicts with another',
    (variant, size) => {
      const own = buttonVariants({ variant, size });
      expect(classes(twMerge(own))).toEqual([...new Set(classes(own))]);
    },
  );
});
