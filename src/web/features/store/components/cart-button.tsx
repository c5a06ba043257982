import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../../core/money';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle, SheetTrigger } from '../../../components/ui/sheet';
import { useCart } from '../cart-provider';
import { CartLine } from './cart-line';

/** The top bar's cart button with its count, opening the cart panel (a Sheet from the right). */
export function CartButton() {
  const { items, itemCount, subtotal, clearCart } = useCart();
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={`Cart, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}`}>
          <ShoppingCart aria-hidden="true" />
          {itemCount > 0 ? (
            <span aria-hidden="true" className="absolute -right-1 -top-1 flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-bold text-primary-foreground">
              {itemCount}
            </span>
          ) : null}
        </Button>
      </SheetTrigger>
      <SheetContent className="w-full sm:max-w-md">
        <SheetHeader>
          <SheetTitle>Shopping Cart</SheetTitle>
          <SheetDescription>
            {itemCount === 0 ? 'Your cart is empty.' : `${itemCount} ${itemCount === 1 ? 'item' : 'items'} in your cart`}
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
              <p className="text-xs text-muted-foreground">Shipping and discounts are applied at checkout.</p>
              <Link to="/checkout" className={buttonVariants({ size: 'lg' })} onClick={() => setOpen(false)}>
                Checkout
              </Link>
              <Button variant="outline" onClick={clearCart}>
                Clear cart
              </Button>
            </SheetFooter>
          </>
        ) : (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 text-center text-muted-foreground">
            <ShoppingCart className="size-12" aria-hidden="true" />
            <Link to="/shop" className={buttonVariants({ variant: 'outline' })} onClick={() => setOpen(false)}>
              Continue shopping
            </Link>
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
