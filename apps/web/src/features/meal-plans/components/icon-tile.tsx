import type { ReactNode } from 'react';

/** A rounded square with an icon, before a card's or a section's title. Pass a lucide icon `className="size-5" aria-hidden="true"`. */
export function IconTile({ children }: { children: ReactNode }) {
  return <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">{children}</span>;
}
