import { ShoppingCart } from 'lucide-react';
import { memo } from 'react';
import { SiteLink } from '../../../components/site-link';
import type { ProductView } from '#core/catalog/catalog-responses';
import { productPagePath } from '#core/catalog/product-path';
import { canAddOneMore } from '#core/checkout/update-cart';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useCart } from '../../checkout/cart-provider';
import { cartItemOf, ProductPrice, StockText } from './product-price';

/** Cards in the grid's first row at its widest (lg: three columns). */
const FIRST_ROW = 3;

/**
 * SPEC §2 /shop card: price, struck-through higher compare price, stock text, Add to Cart.
 * `position` is the card's place in the grid: the first row's images are on screen when the page
 * opens, so they load at once (the first one, the page's largest paint on a phone, ahead of
 * everything else); the rest wait until they are scrolled near. The name and the picture link
 * to the product's page (decision 128); `heading` is the name's level (h3 under a page's h2).
 *
 * Memoised: the shop page re-renders when the app switches to the visitor's state after
 * hydration (its URL filters) and on every keystroke in its search; a card whose product and
 * place are unchanged need not re-render with it. It still re-renders when the cart changes.
 */
export const ProductCard = memo(function ProductCard({
  product,
  position = Number.POSITIVE_INFINITY,
  heading: Heading = 'h2',
}: {
  product: ProductView;
  position?: number;
  heading?: 'h2' | 'h3';
}) {
  const { items, addItem } = useCart();
  const page = productPagePath(product.slug);
  // Made to order is always purchasable (decision 136); a product with several variants is
  // chosen on its page, as shoppers know from Shopify's "Choose options" (decision 135).
  const madeToOrder = product.leadTimeDays !== null && product.variantCount === 1;
  const chooseOnPage = product.variantCount > 1;
  const soldOut = !madeToOrder && product.quantity <= 0;
  const allInCart = !soldOut && !madeToOrder && !canAddOneMore(items, product.id, product.quantity);
  const titleId = `product-${product.id}`;
  const image = product.images[0];

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm"
    >
      {/* The whole picture, letterboxed in a square tile (4:3 photos lost heads and
          tails to a crop): every tile keeps one shape, so the grid's rows stay even. */}
      {/* The name's link is the one in the tab order; the picture is the same link for the pointer
          (and stays a named picture for assistive technology). */}
      {/* Without a picture the empty tile is still that link: it carries the name itself. */}
      <SiteLink
        to={page}
        tabIndex={-1}
        aria-label={image ? undefined : product.name}
        className="block aspect-square bg-muted"
      >
        {image ? (
          <img
            src={image}
            alt={product.name}
            width={400}
            height={400}
            loading={position < FIRST_ROW ? 'eager' : 'lazy'}
            fetchPriority={position === 0 ? 'high' : 'auto'}
            decoding={position === 0 ? 'sync' : 'async'}
            className="size-full object-contain"
          />
        ) : null}
      </SiteLink>
      {/* Two cards a row on a phone: 114 px of text at 320 px, so less padding there. */}
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        {product.category ? (
          <Badge variant="secondary" className="max-w-full self-start whitespace-normal">
            {product.category}
          </Badge>
        ) : null}
        <Heading id={titleId} className="text-base font-semibold leading-tight sm:text-lg">
          <SiteLink to={page} className="hover:underline focus-visible:underline">
            {product.name}
          </SiteLink>
        </Heading>
        <p className="line-clamp-2 text-sm text-muted-foreground">{product.description}</p>
        <div className="mt-auto pt-2">
          <ProductPrice product={product} />
        </div>
        <StockText
          quantity={product.quantity}
          leadTimeDays={product.quantity > 0 && chooseOnPage ? null : product.leadTimeDays}
        />
        {chooseOnPage ? (
          <Button asChild className="mt-2 px-2 sm:px-4">
            <SiteLink to={page} aria-describedby={titleId}>
              Choose options
            </SiteLink>
          </Button>
        ) : (
          <Button
            className="mt-2 px-2 sm:px-4"
            disabled={soldOut || allInCart}
            onClick={() => addItem(cartItemOf(product))}
            aria-describedby={titleId}
          >
            {/* Below 360 px the label alone fits the half-width card. */}
            <ShoppingCart aria-hidden="true" className="max-[359px]:hidden" />
            Add to Cart
          </Button>
        )}
        {allInCart ? (
          <p className="text-xs text-muted-foreground">All available units are in your cart.</p>
        ) : null}
      </div>
    </article>
  );
});
