import type { ComponentProps } from 'react';
import { cn } from '../../../lib/utils.ts';

/** A multi-line text box styled like the app's inputs. */
export function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'w-full min-w-0 resize-y rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs md:text-sm',
        'placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring',
        'aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
