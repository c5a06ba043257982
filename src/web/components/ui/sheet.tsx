import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A side panel (Radix Dialog): focus trapped, Escape and outside click close it. */
export const Sheet = Dialog.Root;

export function SheetOverlay({ className, ...props }: ComponentProps<typeof Dialog.Overlay>) {
  return (
    <Dialog.Overlay
      className={cn(
        'fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-[fade-in_200ms] data-[state=closed]:animate-[fade-out_150ms]',
        className,
      )}
      {...props}
    />
  );
}

const sheetVariants = cva(
  'fixed z-50 flex flex-col gap-4 bg-background p-6 text-foreground shadow-xl outline-none',
  {
    variants: {
      side: {
        top: 'inset-x-0 top-0 max-h-[85dvh] border-b data-[state=open]:animate-[sheet-in-top_300ms] data-[state=closed]:animate-[sheet-out-top_200ms]',
        bottom:
          'inset-x-0 bottom-0 max-h-[85dvh] border-t data-[state=open]:animate-[sheet-in-bottom_300ms] data-[state=closed]:animate-[sheet-out-bottom_200ms]',
        left: 'inset-y-0 left-0 h-full w-3/4 max-w-sm border-r data-[state=open]:animate-[sheet-in-left_300ms] data-[state=closed]:animate-[sheet-out-left_200ms]',
        right:
          'inset-y-0 right-0 h-full w-3/4 max-w-sm border-l data-[state=open]:animate-[sheet-in-right_300ms] data-[state=closed]:animate-[sheet-out-right_200ms]',
      },
    },
    defaultVariants: { side: 'right' },
  },
);

type SheetContentProps = ComponentProps<typeof Dialog.Content> &
  VariantProps<typeof sheetVariants> & { closeLabel?: string };

/** SPEC §2: the panel can open from the top, bottom, left or right, and defaults to the right. */
export function SheetContent({
  side = 'right',
  className,
  children,
  closeLabel = 'Close',
  ...props
}: SheetContentProps) {
  return (
    <Dialog.Portal>
      <SheetOverlay />
      <Dialog.Content
        data-slot="sheet-content"
        data-side={side}
        className={cn(sheetVariants({ side }), className)}
        {...props}
      >
        {children}
        <Dialog.Close className="absolute right-4 top-4 rounded-md p-1 opacity-80 transition-opacity hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <XIcon className="size-5" aria-hidden="true" />
          <span className="sr-only">{closeLabel}</span>
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

export function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-auto flex flex-col gap-2', className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof Dialog.Title>) {
  return <Dialog.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

export function SheetDescription({
  className,
  ...props
}: ComponentProps<typeof Dialog.Description>) {
  return (
    <Dialog.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}
