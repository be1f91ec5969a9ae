import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { cn } from '../../lib/utils.ts';

export const ToastProvider = ToastPrimitive.Provider;

/** Bottom of the screen on phones (at the top they covered the header for seconds), bottom right on wider screens. */
export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      className={cn(
        // The empty viewport must not swallow clicks meant for the header underneath it.
        'pointer-events-none fixed bottom-0 z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 outline-none',
        'pb-[max(1rem,env(safe-area-inset-bottom))] sm:right-0 sm:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  [
    'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden',
    'rounded-lg border p-4 pr-10 shadow-lg transition-all',
    'data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
    'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none',
    'data-[state=open]:animate-slide-in-bottom',
    'data-[state=closed]:animate-slide-out-right data-[swipe=end]:animate-slide-out-right',
  ],
  {
    variants: {
      variant: {
        default: 'border-border bg-card text-card-foreground',
        destructive: 'destructive border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  return <ToastPrimitive.Root data-slot="toast" className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm opacity-90', className)} {...props} />;
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        'inline-flex h-8 shrink-0 cursor-pointer items-center justify-center rounded-md border bg-transparent px-3',
        'text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'group-[.destructive]:border-destructive-foreground/40 group-[.destructive]:hover:bg-destructive-foreground/10',
        'group-[.destructive]:hover:text-destructive-foreground group-[.destructive]:focus-visible:outline-destructive-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  const { t } = useTranslation();
  return (
    <ToastPrimitive.Close
      className={cn(
        'absolute top-2.5 right-2.5 cursor-pointer rounded-md p-1 opacity-70 transition-opacity hover:opacity-100',
        'focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-ring',
        'group-[.destructive]:focus-visible:outline-destructive-foreground',
        className,
      )}
      aria-label={t('common.close')}
      {...props}
    >
      <XIcon className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}
