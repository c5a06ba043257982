import { ShoppingCart } from 'lucide-react';
import { useId, useState } from 'react';
import type { ProductView } from '#core/catalog/catalog-responses';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useCart } from '../../checkout/cart-provider';
import { cartItemOf, cartItemOfVariant } from './product-price';
import type { VariantView } from '#core/catalog/product-variants';
import { maxOrderable } from '#core/catalog/choose-variant';

/** The most units one order line may ask for (core's order line schema). */
const MAX_LINE_QUANTITY = 999;

/**
 * Quantity and Add to Cart on a product's page: the cart's own addItem with the quantity chosen.
 * More than the stock left over is not refused silently: the field says how many are left, and
 * the cart adds those and says so ("Only 3 left — added 3 to your cart", decision 173).
 */
export function ProductPurchase({
  product,
  variant,
}: {
  product: ProductView;
  /** The variant chosen on the page (decision 135); none: the combination is not sold. */
  variant: VariantView | undefined;
}) {
  const { items, addItem } = useCart();
  const item =
    variant && !variant.isDefault ? cartItemOfVariant(product, variant) : cartItemOf(product);
  const inCart = items.find((line) => line.id === item.id)?.quantity ?? 0;
  // Made to order has no stock limit (decision 136); the order line's own bound stays.
  const limit = variant ? Math.min(maxOrderable(variant), MAX_LINE_QUANTITY) : 0;
  const available = Math.max(limit - inCart, 0);
  const [wanted, setWanted] = useState(1);
  const quantity = Math.min(Math.max(wanted, 1), MAX_LINE_QUANTITY);
  const id = useId();
  const over = available > 0 && quantity > available;

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <Label htmlFor={id}>Quantity</Label>
          <Input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(available, 1)}
            value={quantity}
            disabled={available === 0}
            aria-describedby={over ? `${id}-left` : undefined}
            onChange={(event) => setWanted(Math.trunc(Number(event.target.value)) || 1)}
            className="w-24"
          />
        </div>
        <Button
          size="lg"
          disabled={available === 0}
          onClick={() => {
            addItem(item, quantity);
            setWanted(1);
          }}
        >
          <ShoppingCart aria-hidden="true" />
          Add to Cart
        </Button>
      </div>
      {over ? (
        <p id={`${id}-left`} role="status" className="text-xs text-amber-800 dark:text-amber-300">
          {inCart > 0
            ? `Only ${available} more can be added (${inCart} already in your cart).`
            : `Only ${available} left: Add to Cart adds ${available}.`}
        </p>
      ) : null}
      {limit > 0 && available === 0 ? (
        <p className="text-xs text-muted-foreground">All available units are in your cart.</p>
      ) : null}
    </div>
  );
}
