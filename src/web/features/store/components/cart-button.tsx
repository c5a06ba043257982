import { ShoppingCart } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useCart } from '../cart-provider';

const loadPanel = () => import('./cart-panel');
const CartPanel = lazy(loadPanel);

/**
 * The top bar's cart button with its count. The panel it opens (Radix Dialog and the cart
 * lines, ~10 KB gzip) loads when the button is first pointed at, focused or pressed, so pages
 * that never open the cart don't pay for it (decision 007).
 */
export function CartButton() {
  const { itemCount } = useCart();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const prepare = () => void loadPanel();
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative')}
        aria-label={`Cart, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={prepare}
        onFocus={prepare}
        onTouchStart={prepare}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
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
      </button>
      {used && (
        <Suspense fallback={null}>
          <CartPanel open={open} setOpen={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
