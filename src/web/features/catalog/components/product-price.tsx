import { formatMoney, toCents } from '#core/money';
import { describeStock, shownComparePrice } from '#core/store/filter-products';
import type { ProductView } from '#core/catalog/catalog-responses';
import type { NewCartItem } from '#core/store/update-cart';
import { cn } from '../../../lib/cn';

/** SPEC §2: the price, and the compare price struck through when it is higher. */
export function ProductPrice({
  product,
  large = false,
}: {
  product: Pick<ProductView, 'price' | 'compareAtPrice'>;
  large?: boolean;
}) {
  const compare = shownComparePrice(product.price, product.compareAtPrice);
  return (
    <div className="flex flex-wrap items-baseline gap-x-2">
      <span className={cn('font-bold', large ? 'text-3xl' : 'text-lg sm:text-xl')}>
        {formatMoney(toCents(product.price))}
      </span>
      {compare ? (
        <s className={cn('text-muted-foreground', large ? 'text-lg' : 'text-sm')}>
          <span className="sr-only">Was </span>
          {formatMoney(toCents(compare))}
        </s>
      ) : null}
    </div>
  );
}

/** SPEC §2: the stock text, in red when sold out and amber when few are left. */
export function StockText({ quantity }: { quantity: number }) {
  return (
    <p
      className={cn(
        'text-sm',
        quantity <= 0
          ? 'text-destructive'
          : quantity < 5
            ? 'text-amber-600 dark:text-amber-400'
            : 'text-muted-foreground',
      )}
    >
      {describeStock(quantity)}
    </p>
  );
}

/** What goes in the cart for a product, from its card or its page. */
export const cartItemOf = (product: ProductView): NewCartItem => ({
  id: product.id,
  name: product.name,
  price: toCents(product.price),
  image: product.images[0] ?? null,
  sku: product.sku,
  stock: product.quantity,
  category: product.category,
});
