import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** The app-wide Tooltip.Provider (providers.tsx) sets SPEC §9's 700 ms delay and 300 ms skip. */
/**
 * Always controlled: an uncontrolled Radix Tooltip announces "a tooltip opened" from an effect,
 * and under the Preact runtime that production builds once used (decision 007, superseded by
 * 015) its own freshly mounted content heard that and closed at once. Controlled, the
 * announcement runs in the event handler, before the content exists. Same behaviour under React.
 */
export function Tooltip({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Root>) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  return (
    <TooltipPrimitive.Root
      {...props}
      open={openProp ?? uncontrolledOpen}
      onOpenChange={(next) => {
        setUncontrolledOpen(next);
        onOpenChange?.(next);
      }}
    />
  );
}
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
        sideOffset={sideOffset}
        className={cn(
          'z-50 rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md data-[state=delayed-open]:animate-[fade-in_150ms]',
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="fill-foreground" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}
