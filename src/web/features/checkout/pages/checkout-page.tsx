import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/lazy-sonner';
import { toCents } from '#core/money';
import {
  checkoutDetailsSchema,
  type CheckoutDetails,
  type CheckoutDetailsInput,
} from '#core/checkout/checkout-schema';
import { calculateOrderTotals, calculateSubtotal } from '#core/checkout/calculate-order-totals';
import {
  calculatePrintStartup,
  labelPrintStartup,
  startupLinesOfCart,
} from '#core/custom-prints/print-startup';
import { availableShippingRates, chooseCheapestRate } from '#core/checkout/choose-shipping-rate';
import { toOrderLines } from '#core/checkout/to-order-lines';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, fieldNames } from '../../../lib/apply-server-errors';
import { useAuth } from '../../auth/auth-context';
import { useShippingRates } from '../api/list-shipping-rates';
import { useTaxSettings } from '../api/get-tax-settings';
import { usePlaceOrder } from '../api/place-order';
import { useCheckoutPayment } from '../api/get-checkout-payment';
import { PaymentMethodNote } from '../components/payment-method-note';
import { useCart } from '../cart-provider';
import { CheckoutDetailsFields } from '../components/checkout-details-fields';
import { DiscountCodeField } from '../components/discount-code-field';
import { OrderSummary } from '../components/order-summary';
import { ShippingOptions } from '../components/shipping-options';
import { deliveryTime } from '../../../lib/site-config';
import { useLastAddress } from '../api/get-last-address';
import { createIdempotencyKey } from '../create-idempotency-key';
import type { AppliedDiscount } from '../recheck-applied-discount';
import { useCheckoutLines } from '../use-checkout-lines';
import { useDiscountRecheck } from '../use-discount-recheck';

/** Shown while the shop's tax settings load: the summary is never a guess at a tax. */
const NO_TAX = { taxRate: 0, taxEnabled: false };

/**
 * /checkout (signed in; RequireAuth in store-routes). An empty cart goes to /shop. The summary's
 * figures come from core with the public tax settings; the order is charged what the server
 * computes with the same function (decision 122), so a customer never confirms a total that
 * leaves out a tax the shop charges.
 */
export default function CheckoutPage() {
  const { items, clearCart } = useCart();
  const { user, profile } = useAuth();
  const navigate = useNavigate();
  // Set with the cart clearing, so the empty cart doesn't bounce a placed order to /shop.
  const [placed, setPlaced] = useState(false);
  const { lines } = useCheckoutLines(items);
  const rates = useShippingRates();
  const taxSettings = useTaxSettings();
  const placeOrder = usePlaceOrder();
  const payment = useCheckoutPayment();
  // Back from Stripe's page without paying (decision 131): the cart stayed for another try.
  const [params] = useSearchParams();
  const paymentCancelled = params.get('payment') === 'cancelled';
  const [rateId, setRateId] = useState<string | null>(null);
  const [discount, setDiscount] = useState<AppliedDiscount | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The optional note to the shop (decision 127); the server sanitises and bounds it.
  const [note, setNote] = useState('');
  // One key per checkout attempt: a double click or a retry after a lost answer is the same order.
  const [idempotencyKey, setIdempotencyKey] = useState(createIdempotencyKey);

  const form = useForm<CheckoutDetailsInput, unknown, CheckoutDetails>({
    resolver: zodResolver(checkoutDetailsSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: user?.email ?? '',
      phone: '',
      address: '',
      city: '',
      state: '',
      zipCode: '',
      country: 'US',
    },
  });
  const { reset } = form;
  // A returning customer's last order's address (their own, read by the server), over the profile.
  const lastAddress = useLastAddress(Boolean(user)).data?.address;
  useEffect(() => {
    // Either may arrive after the page: fill in what the customer hasn't typed yet.
    if (!profile && !lastAddress) return;
    const { country, ...last } = lastAddress ?? {};
    reset(
      {
        firstName: profile?.first_name ?? '',
        lastName: profile?.last_name ?? '',
        phone: profile?.phone ?? '',
        email: user?.email ?? '',
        address: '',
        city: '',
        state: '',
        zipCode: '',
        country: 'US',
        ...last,
        // An order from before the country list has none to offer: the default (US) stays.
        ...(country ? { country } : {}),
      },
      { keepDirtyValues: true, keepDefaultValues: false },
    );
  }, [profile, lastAddress, user?.email, reset]);

  const subtotal = calculateSubtotal(lines);
  const available = useMemo(
    () =>
      availableShippingRates(
        (rates.data ?? []).map((r) => ({
          ...r,
          rate: toCents(r.rate),
          minOrderAmount: r.minOrderAmount === null ? null : toCents(r.minOrderAmount),
          view: r,
        })),
        subtotal,
      ),
    [rates.data, subtotal],
  );
  const selected = available.find((r) => r.id === rateId) ?? chooseCheapestRate(available);
  const printStartup = calculatePrintStartup(startupLinesOfCart(items));
  const totals = calculateOrderTotals({
    lines,
    printStartup: printStartup.totalCents,
    shipping: selected?.rate ?? 0,
    discount: discount?.terms ?? null,
    // Until the shop's tax is known no tax is shown, and Place Order waits for it (below).
    tax: taxSettings.data ?? NO_TAX,
  });
  const orderLines = useMemo(() => toOrderLines(items), [items]);
  // A cart changed after its code was applied: the code is checked again before Place Order.
  const discountRecheck = useDiscountRecheck(orderLines, discount, setDiscount);

  if (items.length === 0 && !placed) return <Navigate to="/shop" replace />;

  const submit = form.handleSubmit(async (customer) => {
    if (!selected || discountRecheck.pending || !taxSettings.data) return;
    setFailure(null);
    try {
      const order = await placeOrder.mutateAsync({
        idempotencyKey,
        order: {
          customer,
          items: orderLines,
          shippingRateId: selected.id,
          discountCode: discount?.code,
          note: note.trim() || undefined,
        },
      });
      setPlaced(true);
      if (order.checkoutUrl) {
        // Card: paid on Stripe's page; the cart stays until the customer is back and paid.
        window.location.assign(order.checkoutUrl);
        return;
      }
      toast.success('Order placed successfully!', {
        description:
          order.paymentStatus === 'pending'
            ? `Your order ${order.orderNumber} is awaiting payment.`
            : `Your order ${order.orderNumber} has been confirmed.`,
      });
      clearCart();
      // A new page opens at its top (app/use-top-on-new-page.ts): the new order under the toast.
      navigate('/orders');
    } catch (error) {
      toast.error('Order failed', {
        description: 'There was an error processing your order. Please try again.',
      });
      // A refusal (stock, code) left nothing behind: the next attempt is a new order.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        // Issues about the customer's details go on their fields; the rest stays in the alert.
        setFailure(
          applyServerErrors(error, form.setError, fieldNames(form.getValues()), {
            prefix: 'customer',
          }),
        );
        setIdempotencyKey(createIdempotencyKey());
      }
    }
  });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="mb-8 text-3xl font-bold tracking-tight">Checkout</h1>
      {paymentCancelled ? (
        <p role="status" className="mb-6 rounded-md border p-4 text-sm">
          Payment was cancelled and nothing was charged. Your cart is still here: place the order
          again when you are ready.
        </p>
      ) : null}
      <form onSubmit={submit} noValidate className="grid gap-8 lg:grid-cols-[1fr_24rem]">
        <div className="space-y-8">
          <Card>
            <CardHeader>
              <CardTitle>Shipping Information</CardTitle>
            </CardHeader>
            <CardContent>
              <CheckoutDetailsFields register={form.register} errors={form.formState.errors} />
              <div className="mt-4 grid gap-2">
                <Label htmlFor="checkout-note">Note to the shop (optional)</Label>
                <Textarea
                  id="checkout-note"
                  rows={3}
                  maxLength={1000}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                />
              </div>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Shipping Method</CardTitle>
              {/* The owner's delivery time from Settings (decision 133). */}
              {deliveryTime() ? (
                <CardDescription>Delivery time: {deliveryTime()}</CardDescription>
              ) : null}
            </CardHeader>
            <CardContent>
              {rates.isPending ? (
                <Skeleton className="h-20 w-full" />
              ) : available.length === 0 ? (
                <p className="text-sm text-destructive">
                  No shipping method is available right now. Please try again later.
                </p>
              ) : (
                <ShippingOptions
                  rates={available.map((r) => r.view)}
                  selectedId={selected?.id ?? null}
                  onSelect={setRateId}
                />
              )}
            </CardContent>
          </Card>
        </div>
        <Card className="h-fit lg:sticky lg:top-24">
          <CardHeader>
            <CardTitle>Order Summary</CardTitle>
          </CardHeader>
          <CardContent className="space-y-6">
            <OrderSummary
              lines={lines}
              totals={totals}
              discountCode={discount?.code ?? null}
              printStartupLabel={labelPrintStartup(printStartup)}
            />
            <DiscountCodeField
              lines={orderLines}
              applied={discount}
              onApplied={discountRecheck.apply}
              notice={discountRecheck.notice}
            />
            {taxSettings.isError ? (
              <p role="alert" className="text-sm text-destructive">
                The tax for this order could not be loaded. Please try again later.
              </p>
            ) : null}
            {failure ? (
              <p
                role="alert"
                className="rounded-md border border-destructive/50 p-3 text-sm text-destructive"
              >
                {failure}
              </p>
            ) : null}
            <Button
              type="submit"
              size="lg"
              className="w-full"
              disabled={
                placeOrder.isPending || !selected || discountRecheck.pending || !taxSettings.data
              }
            >
              {placeOrder.isPending ? 'Placing order…' : 'Place Order'}
            </Button>
            <PaymentMethodNote payment={payment.data} />
          </CardContent>
        </Card>
      </form>
    </div>
  );
}
