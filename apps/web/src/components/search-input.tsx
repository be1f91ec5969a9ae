import { SearchIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/utils.ts';
import { Input } from './ui/input.tsx';

export interface SearchInputProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  /** Shown over the field's right end (e.g. a spinner while the search runs); give the input room with `pr-10`. */
  children?: ReactNode;
}

/** A search field with a magnifier at its left, as the search boxes over lists use it. */
export function SearchInput({ className, children, ...props }: SearchInputProps) {
  return (
    <div className="relative">
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input type="search" className={cn('pl-9', className)} {...props} />
      {children}
    </div>
  );
}
