import { Navigate, useSearchParams } from 'react-router';
import { useCart } from '../cart-provider';
import { OrderSummaryCard } from '../components/order-summary-card';
import { ShippingInformationCard } from '../components/shipping-information-card';
import { ShippingMethodCard } from '../components/shipping-method-card';
import { useCheckoutForm } from './use-checkout-form';
import { useCheckoutTotals } from './use-checkout-totals';

/**
 * /checkout (signed in; RequireAuth in store-routes). An empty cart goes to /shop. The summary's
 * figures come from core with the public tax settings; the order is charged what the server
 * computes with the same function (decision 122), so a customer never confirms a total that
 * leaves out a tax the shop charges.
 */
export default function CheckoutPage() {
  const { items } = useCart();
  const totals = useCheckoutTotals(items);
  const checkout = useCheckoutForm(totals);
  // Back from Stripe's page without paying (decision 131): the cart stayed for another try.
  const [params] = useSearchParams();
  const paymentCancelled = params.get('payment') === 'cancelled';
  const chosen = totals.selected?.view;
  const pickup =
    chosen?.isPickup && chosen.pickupLocation
      ? { location: chosen.pickupLocation, hours: chosen.pickupHours }
      : null;

  if (items.length === 0 && !checkout.placed) return <Navigate to="/shop" replace />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="mb-8 text-3xl font-bold tracking-tight">Checkout</h1>
      {paymentCancelled ? (
        <p role="status" className="mb-6 rounded-md border p-4 text-sm">
          Payment was cancelled and nothing was charged. Your cart is still here: place the order
          again when you are ready.
        </p>
      ) : null}
      <form onSubmit={checkout.submit} noValidate className="grid gap-8 lg:grid-cols-[1fr_24rem]">
        <div className="space-y-8">
          <ShippingInformationCard checkout={checkout} pickup={pickup} />
          <ShippingMethodCard totals={totals} />
        </div>
        <OrderSummaryCard totals={totals} checkout={checkout} />
      </form>
    </div>
  );
}
