import { Slot } from 'radix-ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { useModuleOnRequest } from '../../lib/use-deferred-module.ts';
import type { TooltipCarryOver } from './tooltip.tsx';

const loadTooltip = () => import('./tooltip.tsx');

/**
 * SimpleTooltip (tooltip.tsx) without its code until it may be needed: Radix's tooltip and its positioning arrive
 * when the trigger is first hovered or focused (a tooltip waits 700 ms on hover anyway). Until then the trigger is
 * shown alone; the hover or the focus it has then carries over.
 */
export function DeferredTooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  const [tooltip, request] = useModuleOnRequest(loadTooltip);
  const seen = useRef<TooltipCarryOver>({ hovered: false, focused: false });
  const trigger = useRef<HTMLElement>(null);
  useEffect(() => {
    // Hovered or focused before the app took the page over (a page drawn at build time): no event will say so.
    const element = trigger.current;
    if (!element || tooltip) return;
    seen.current = { hovered: element.matches(':hover'), focused: element.matches(':focus-visible') };
    if (seen.current.hovered || seen.current.focused) request();
    // Once, when the stand-in is first there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (tooltip) {
    return (
      <tooltip.SimpleTooltip content={content} carryOver={seen}>
        {children}
      </tooltip.SimpleTooltip>
    );
  }
  return (
    <Slot.Root
      ref={trigger}
      onPointerEnter={(event) => {
        if (event.pointerType === 'touch') return;
        seen.current.hovered = true;
        request();
      }}
      onPointerLeave={() => (seen.current.hovered = false)}
      onFocus={() => {
        seen.current.focused = true;
        request();
      }}
      onBlur={() => (seen.current.focused = false)}
    >
      {children}
    </Slot.Root>
  );
}
