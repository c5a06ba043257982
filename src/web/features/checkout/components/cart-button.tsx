import { ShoppingCart } from 'lucide-react';
import { lazy } from 'react';
import { LazyPanelButton } from '../../../components/lazy-panel-button';
import { useCart } from '../cart-provider';

const loadPanel = () => import('./cart-panel');
const CartPanel = lazy(loadPanel);

/** The top bar's cart button with its count; the panel (cart lines, ~10 KB gzip) is lazy. */
export function CartButton() {
  const { itemCount } = useCart();
  return (
    <LazyPanelButton
      Panel={CartPanel}
      preload={loadPanel}
      label={`Cart, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}`}
      className="relative max-sm:size-9"
    >
      <ShoppingCart aria-hidden="true" />
      {itemCount > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -right-1 -top-1 flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-bold text-primary-foreground"
        >
          {itemCount}
        </span>
      ) : null}
    </LazyPanelButton>
  );
}
