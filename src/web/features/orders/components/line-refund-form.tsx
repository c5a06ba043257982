import { useState } from 'react';
import { toCents } from '#core/money';
import type { OrderView } from '#core/orders/order-responses';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { money } from '../../../lib/admin/format';
import { useSaveLineRefund } from '../api/save-line-refund';
import { labelOrderItem } from '#core/orders/label-order-item';
import { OrderChangeDialog, type PendingChange } from './order-change-dialog';

/**
 * Refund by line (decision 130): units of each line at the price charged, their stock back
 * unless the owner keeps it off sale; reviewed in a dialog first (decision 171).
 */
export function LineRefundForm({ order }: { order: OrderView }) {
  const [counts, setCounts] = useState<Record<string, string>>({});
  const refund = useSaveLineRefund(order.id);
  const [review, setReview] = useState<PendingChange | null>(null);
  const open = order.items.filter((item) => item.quantity - (item.refundedQuantity ?? 0) > 0);
  if (open.length === 0) return null;
  const lines = open.flatMap((item) => {
    const quantity = Number(counts[item.id] ?? '0');
    return Number.isInteger(quantity) && quantity > 0 ? [{ itemId: item.id, quantity }] : [];
  });
  return (
    <form
      aria-label="Refund by line"
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setReview({
          action: {
            type: 'refund_lines',
            lines: lines.map((line) => {
              const item = order.items.find((i) => i.id === line.itemId)!;
              return {
                ...line,
                unitPrice: toCents(item.price),
                refundable: item.quantity - (item.refundedQuantity ?? 0),
                hasStock: item.productId !== null,
              };
            }),
          },
          title: `Refund the selected units of order ${order.orderNumber}?`,
          confirmLabel: 'Refund units',
          onConfirm: (options) =>
            refund.mutate({ lines, ...options }, { onSuccess: () => setCounts({}) }),
        });
      }}
    >
      <p className="text-sm font-medium">Refund by line</p>
      {open.map((item) => {
        const left = item.quantity - (item.refundedQuantity ?? 0);
        const id = `line-refund-${item.id}`;
        return (
          <div key={item.id} className="flex items-center justify-between gap-3 text-sm">
            <Label htmlFor={id} className="font-normal">
              {labelOrderItem(item)} ({money(item.price)} each, {left} left)
            </Label>
            <Input
              id={id}
              type="number"
              min={0}
              max={left}
              step={1}
              className="w-20"
              value={counts[item.id] ?? ''}
              placeholder="0"
              onChange={(event) => setCounts({ ...counts, [item.id]: event.target.value })}
            />
          </div>
        );
      })}
      <Button type="submit" variant="outline" disabled={refund.isPending || lines.length === 0}>
        Review refund of selected units
      </Button>
      <OrderChangeDialog order={order} change={review} onClose={() => setReview(null)} />
    </form>
  );
}
