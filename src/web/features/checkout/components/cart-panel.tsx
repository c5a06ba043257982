import { ShoppingCart } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '#core/money';
import {
  calculatePrintStartup,
  labelPrintStartup,
  startupLinesOfCart,
} from '#core/custom-prints/print-startup';
import { focusTriggerOnClose, type LazyPanelProps } from '../../../components/lazy-panel-button';
import { buttonVariants } from '../../../components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from '../../../components/ui/sheet';
import { useCart } from '../cart-provider';
import { CartLine } from './cart-line';
import { ClearCartButton } from './clear-cart-button';

/** The cart panel (a Sheet from the right) of CartButton, loaded on first use (decision 036). */
export default function CartPanel({ open, setOpen, trigger }: LazyPanelProps) {
  const { items, itemCount, subtotal, clearCart } = useCart();
  // Custom prints' start-up cost, once per material, as checkout and the server compute it.
  const startup = calculatePrintStartup(startupLinesOfCart(items));
  const startupLabel = labelPrintStartup(startup);
  // Cleared from here: the focus goes to the empty cart's next step, as its button is gone.
  const [cleared, setCleared] = useState(false);
  const focusOnMount = useCallback((link: HTMLAnchorElement | null) => link?.focus(), []);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent className="w-full sm:max-w-md" onCloseAutoFocus={focusTriggerOnClose(trigger)}>
        <SheetHeader>
          <SheetTitle>Shopping Cart</SheetTitle>
          <SheetDescription>
            {itemCount === 0
              ? 'Your cart is empty.'
              : `${itemCount} ${itemCount === 1 ? 'item' : 'items'} in your cart`}
          </SheetDescription>
        </SheetHeader>
        {items.length > 0 ? (
          <>
            <ul className="-mx-1 flex-1 divide-y overflow-y-auto px-1" aria-label="Cart items">
              {items.map((item) => (
                <CartLine key={item.id} item={item} />
              ))}
            </ul>
            <SheetFooter className="border-t pt-4">
              <div className="flex justify-between text-base font-semibold">
                <span>Subtotal</span>
                <span>{formatMoney(subtotal)}</span>
              </div>
              {startupLabel && (
                <div className="flex justify-between text-sm" data-testid="cart-print-startup">
                  <span>{startupLabel}</span>
                  <span>{formatMoney(startup.totalCents)}</span>
                </div>
              )}
              <p className="text-xs text-muted-foreground">
                {startupLabel
                  ? 'Checkout adds the print start-up above, shipping and any discount.'
                  : 'Shipping and discounts are applied at checkout.'}
              </p>
              <Link
                to="/checkout"
                className={buttonVariants({ size: 'lg' })}
                onClick={() => setOpen(false)}
              >
                Checkout
              </Link>
              <ClearCartButton
                onConfirm={() => {
                  setCleared(true);
                  clearCart();
                }}
              />
            </SheetFooter>
          </>
        ) : (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 text-center text-muted-foreground">
            <ShoppingCart className="size-12" aria-hidden="true" />
            <Link
              to="/shop"
              ref={cleared ? focusOnMount : undefined}
              className={buttonVariants({ variant: 'outline' })}
              onClick={() => setOpen(false)}
            >
              Continue shopping
            </Link>
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
