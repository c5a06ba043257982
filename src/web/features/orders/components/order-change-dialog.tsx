import { useId, useRef, useState } from 'react';
import {
  DEFAULT_CHANGE_OPTIONS,
  previewOrderChange,
  type ChangeOptions,
} from '#core/orders/order-change-preview';
import type { OrderAction } from '#core/orders/order-lifecycle';
import type { OrderView } from '#core/orders/order-responses';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';

/** A change waiting for the owner's review: what it does, and what confirming it sends. */
export type PendingChange = {
  action: OrderAction;
  title: string;
  confirmLabel: string;
  onConfirm(options: ChangeOptions): void;
};

/**
 * The review of a consequential change (decision 171): a cancel or a refund says what will
 * happen before it does (from core's `previewOrderChange`, the server's own plan), and offers
 * the owner's choices where the change has them (stock back, the customer mailed). An alert
 * dialog: Cancel comes first and takes the focus, Escape and a click beside it change nothing.
 */
export function OrderChangeDialog({
  order,
  change,
  onClose,
}: {
  order: OrderView;
  change: PendingChange | null;
  onClose(): void;
}) {
  return (
    <Dialog open={change !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {change ? (
        <ChangeReview key={change.title} order={order} change={change} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function ChangeReview({
  order,
  change,
  onClose,
}: {
  order: OrderView;
  change: PendingChange;
  onClose(): void;
}) {
  const [options, setOptions] = useState<ChangeOptions>(DEFAULT_CHANGE_OPTIONS);
  const preview = previewOrderChange(order, change.action, options);
  const restockId = useId();
  const notifyId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <DialogContent
      role="alertdialog"
      className="sm:max-w-md"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        keep.current?.focus();
      }}
      onPointerDownOutside={(event) => event.preventDefault()}
    >
      <DialogHeader>
        <DialogTitle>{change.title}</DialogTitle>
        <DialogDescription>
          {preview.ok ? 'This is what will happen:' : 'This change cannot be made.'}
        </DialogDescription>
      </DialogHeader>
      {preview.ok ? (
        <>
          <ul className="list-disc space-y-1 pl-5 text-sm" aria-label="What will happen">
            {preview.consequences.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {preview.offersRestock || preview.offersNotify ? (
            <div className="grid gap-3 border-t pt-3">
              {preview.offersRestock ? (
                <div className="flex items-center justify-between gap-3">
                  <Label htmlFor={restockId}>Put the items back into stock</Label>
                  <Switch
                    id={restockId}
                    checked={options.restock}
                    onCheckedChange={(restock) => setOptions({ ...options, restock })}
                  />
                </div>
              ) : null}
              {preview.offersNotify ? (
                <div className="flex items-center justify-between gap-3">
                  <Label htmlFor={notifyId}>Mail the customer about the refund</Label>
                  <Switch
                    id={notifyId}
                    checked={options.notifyCustomer}
                    onCheckedChange={(notifyCustomer) => setOptions({ ...options, notifyCustomer })}
                  />
                </div>
              ) : null}
            </div>
          ) : null}
        </>
      ) : (
        <p role="alert" className="text-sm text-destructive">
          {preview.reason}
        </p>
      )}
      <DialogFooter>
        <Button ref={keep} variant="outline" onClick={onClose}>
          {preview.ok ? 'Keep the order as it is' : 'Close'}
        </Button>
        {preview.ok ? (
          <Button
            variant="destructive"
            onClick={() => {
              change.onConfirm({
                restock: preview.offersRestock ? options.restock : true,
                notifyCustomer: preview.offersNotify ? options.notifyCustomer : true,
              });
              onClose();
            }}
          >
            {change.confirmLabel}
          </Button>
        ) : null}
      </DialogFooter>
    </DialogContent>
  );
}
