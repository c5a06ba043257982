import { Minus, Plus, Trash2 } from 'lucide-react';
import { formatMoney } from '#core/money';
import type { CartItem } from '#core/checkout/update-cart';
import { Button } from '../../../components/ui/button';
import { useCart } from '../cart-provider';
import { LineThumbnail } from '../../../components/line-thumbnail';

/** One cart line: image, name, price, quantity stepper (never above the stock shown), remove. */
export function CartLine({ item }: { item: CartItem }) {
  const { updateQuantity, removeItem } = useCart();
  const atStock = typeof item.stock === 'number' && item.quantity >= item.stock;
  // A custom print line is one job priced by its quote; it shows its copies, not a stepper.
  const customPrint = typeof item.quoteId === 'string';
  return (
    <li className="flex gap-3 py-4">
      <LineThumbnail src={item.image} size={64} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex justify-between gap-2">
          <p className="line-clamp-2 font-medium wrap-anywhere">{item.name}</p>
          <p className="shrink-0 font-medium">{formatMoney(item.price * item.quantity)}</p>
        </div>
        <p className="text-xs text-muted-foreground">
          {customPrint
            ? String(item.description ?? 'Custom print')
            : `${formatMoney(item.price)} each`}
        </p>
        {customPrint ? (
          <CustomPrintQuantity item={item} onRemove={() => removeItem(item.id)} />
        ) : (
          <div className="flex items-center gap-2">
            <Button
              variant="outline"
              size="icon"
              className="size-8"
              aria-label={`Decrease quantity of ${item.name}`}
              onClick={() => updateQuantity(item.id, item.quantity - 1)}
            >
              <Minus aria-hidden="true" />
            </Button>
            <span
              className="w-8 text-center tabular-nums"
              aria-live="polite"
              aria-label={`Quantity of ${item.name}: ${item.quantity}`}
            >
              {item.quantity}
            </span>
            <Button
              variant="outline"
              size="icon"
              className="size-8"
              aria-label={`Increase quantity of ${item.name}`}
              disabled={atStock}
              onClick={() => updateQuantity(item.id, item.quantity + 1)}
            >
              <Plus aria-hidden="true" />
            </Button>
            <RemoveButton name={item.name} onRemove={() => removeItem(item.id)} />
          </div>
        )}
        {atStock && !customPrint ? (
          <p className="text-xs text-muted-foreground">Only {item.stock} available</p>
        ) : null}
      </div>
    </li>
  );
}

function RemoveButton({ name, onRemove }: { name: string; onRemove(): void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="ml-auto size-8"
      aria-label={`Remove ${name}`}
      onClick={onRemove}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}

/**
 * A custom print is one job at its quote's price: its copies are part of the quote, so the line
 * reads "Quantity: 3 pieces" with no stepper (a different number of copies is a new quote).
 */
function CustomPrintQuantity({ item, onRemove }: { item: CartItem; onRemove(): void }) {
  const pieces = typeof item.pieces === 'number' ? item.pieces : null;
  return (
    <div className="flex items-center gap-2">
      <p className="text-sm" data-testid="cart-line-pieces">
        {pieces === null
          ? 'One print job'
          : `Quantity: ${pieces} ${pieces === 1 ? 'piece' : 'pieces'}`}
      </p>
      <RemoveButton name={item.name} onRemove={onRemove} />
    </div>
  );
}
