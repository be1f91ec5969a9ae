import { Slot } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { useDeferredModule } from '../../lib/use-deferred-module.ts';
import type { TooltipCarryOver } from './tooltip.tsx';

const loadTooltip = () => import('./tooltip.tsx');

/**
 * SimpleTooltip (tooltip.tsx) without its code on the first render: Radix's tooltip and its positioning arrive once
 * the page has been drawn. Until then the trigger is shown alone; a hover or the focus it has then carries over.
 */
export function DeferredTooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  const tooltip = useDeferredModule(loadTooltip);
  const seen = useRef<TooltipCarryOver>({ hovered: false, focused: false });
  if (tooltip) {
    return (
      <tooltip.SimpleTooltip content={content} carryOver={seen}>
        {children}
      </tooltip.SimpleTooltip>
    );
  }
  return (
    <Slot.Root
      onPointerEnter={(event) => {
        if (event.pointerType !== 'touch') seen.current.hovered = true;
      }}
      onPointerLeave={() => (seen.current.hovered = false)}
      onFocus={() => (seen.current.focused = true)}
      onBlur={() => (seen.current.focused = false)}
    >
      {children}
    </Slot.Root>
  );
}
