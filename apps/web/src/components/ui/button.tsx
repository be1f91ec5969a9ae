import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircleIcon } from 'lucide-react';
import { Slot } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/utils.ts';

/**
 * The classes of each variant and size never conflict with the base's or each other's (the gap, text size and
 * corners are the size's): a button without its own `className` needs no merging (`cn`, tailwind-merge, whose first
 * use builds its tables: tens of milliseconds on a phone while the page is being taken over). button.test.ts checks.
 */
export const buttonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center whitespace-nowrap font-medium',
    'transition-colors select-none cursor-pointer',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        outline: 'border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 gap-2 rounded-md px-4 py-2 text-sm',
        sm: 'h-9 gap-2 rounded-md px-3 text-sm',
        lg: 'h-11 gap-2 rounded-md px-6 text-base',
        icon: 'size-10 gap-2 rounded-md text-sm',
        /** The header's language button: a little taller and closer than `sm`, its padding wider from `sm:` on. */
        toolbar: 'h-10 gap-1.5 rounded-md px-2.5 text-sm sm:px-3',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the child element (e.g. a link) with button styling instead of a <button>. */
  asChild?: boolean;
  /**
   * The work this button started is under way: the button is disabled, tells assistive technology it is busy
   * (`aria-busy`) and shows a spinner in place of its icon.
   */
  busy?: boolean;
  /** The leading icon (hidden from assistive technology; the label names the button). */
  icon?: ReactNode;
}

/** A button's leading icon, or the spinner while it is busy. */
export function ButtonIcon({ busy = false, icon }: { busy?: boolean; icon?: ReactNode }) {
  if (busy) return <LoaderCircleIcon className="animate-spin" aria-hidden="true" data-testid="button-busy" />;
  return icon ?? null;
}

export function Button({
  className,
  variant,
  size,
  asChild = false,
  type,
  busy,
  icon,
  disabled,
  children,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      data-slot="button"
      // A plain <button> inside a form submits by default; make that an explicit choice.
      type={asChild ? type : (type ?? 'button')}
      className={className ? cn(buttonVariants({ variant, size }), className) : buttonVariants({ variant, size })}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          <ButtonIcon busy={busy} icon={icon} />
          {children}
        </>
      )}
    </Component>
  );
}
