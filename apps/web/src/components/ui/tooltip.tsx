import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { type ComponentProps, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { cn } from '../../lib/utils.ts';

/** A tooltip opens after 700 ms of hover (keyboard focus opens it at once). */
export const TOOLTIP_DELAY_MS = 700;

export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_MS,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />;
}

export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 6,
  children,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-xs rounded-md bg-foreground px-2.5 py-1.5 text-xs text-background shadow-md',
          'data-[state=delayed-open]:animate-fade-in data-[state=instant-open]:animate-fade-in data-[state=closed]:animate-fade-out',
          className,
        )}
        {...props}
      >
        {children}
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}

/** Hover or focus the trigger had before this code arrived (deferred-tooltip.tsx), to be carried over. */
export interface TooltipCarryOver {
  hovered: boolean;
  focused: boolean;
}

/**
 * The common case: one trigger element with a short text. It carries its own provider. `carryOver` re-enacts on
 * the new trigger what the pointer or the focus was doing on the stand-in it replaces: the focus moves back (and
 * opens the tooltip at once, as focus does), a hover starts the usual delay.
 */
export function SimpleTooltip({
  content,
  children,
  carryOver,
}: {
  content: ReactNode;
  children: ReactNode;
  carryOver?: RefObject<TooltipCarryOver>;
}) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const trigger = triggerRef.current;
    const seen = carryOver?.current;
    if (!trigger || !seen) return;
    if (seen.focused) trigger.focus();
    else if (seen.hovered) trigger.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }));
    // Only when this replaces the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger asChild ref={triggerRef}>
          {children}
        </TooltipTrigger>
        <TooltipContent>{content}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
