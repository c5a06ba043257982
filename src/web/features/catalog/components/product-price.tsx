import { formatMoney, toCents } from '#core/money';
import { describeStock, shownComparePrice } from '#core/catalog/filter-products';
import type { ProductView } from '#core/catalog/catalog-responses';
import type { NewCartItem } from '#core/checkout/update-cart';
import type { VariantView } from '#core/catalog/product-variants';
import { describeAvailability, nameWithVariant } from '#core/catalog/choose-variant';
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

/**
 * SPEC §2: the stock text, in red when sold out and amber when few are left; "Ships in N days"
 * for made to order (decision 136).
 */
export function StockText({
  quantity,
  leadTimeDays = null,
}: {
  quantity: number;
  leadTimeDays?: number | null;
}) {
  if (leadTimeDays !== null)
    return (
      <p className="text-sm text-muted-foreground">
        {describeAvailability({ inventoryPolicy: 'made_to_order', quantity, leadTimeDays })}
      </p>
    );
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

/**
 * What goes in the cart for a product without options, from its card or its page: its one
 * variant (decision 135); made to order has no stock limit (decision 136).
 */
export const cartItemOf = (product: ProductView): NewCartItem => ({
  id: product.id,
  name: product.name,
  price: toCents(product.price),
  image: product.images[0] ?? null,
  sku: product.sku,
  ...(product.leadTimeDays === null ? { stock: product.quantity } : {}),
  category: product.category,
  productId: product.id,
  variantId: product.variantId,
});

/** A chosen variant of a product with options: its own cart line, named with its title. */
export const cartItemOfVariant = (product: ProductView, variant: VariantView): NewCartItem => ({
  id: variant.id,
  name: nameWithVariant(product.name, variant.title),
  price: toCents(variant.price),
  image: variant.imageUrl ?? product.images[0] ?? null,
  sku: variant.sku,
  ...(variant.inventoryPolicy === 'track' ? { stock: variant.quantity } : {}),
  category: product.category,
  productId: product.id,
  variantId: variant.id,
});
