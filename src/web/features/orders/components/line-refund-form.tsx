import { useState } from 'react';
import type { OrderView } from '#core/orders/order-responses';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { money } from '../../../lib/admin/format';
import { useSaveLineRefund } from '../api/save-line-refund';
import { labelOrderItem } from '#core/orders/label-order-item';

/** Refund by line (decision 130): units of each line at the price charged, their stock back. */
export function LineRefundForm({ order }: { order: OrderView }) {
  const [counts, setCounts] = useState<Record<string, string>>({});
  const refund = useSaveLineRefund(order.id);
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
        refund.mutate({ lines }, { onSuccess: () => setCounts({}) });
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
        Give back selected units
      </Button>
    </form>
  );
}
