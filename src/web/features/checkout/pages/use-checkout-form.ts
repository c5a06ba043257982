import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  checkoutDetailsFor,
  type checkoutDetailsSchema,
  type CheckoutDetails,
  type CheckoutDetailsInput,
} from '#core/checkout/checkout-schema';
import type { DeliveryMethod } from '#core/shipping/delivery-method';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, fieldNames } from '../../../lib/apply-server-errors';
import { useAuth } from '../../auth/auth-context';
import { useCart } from '../cart-provider';
import { useLastAddress } from '../api/get-last-address';
import { usePlaceOrder } from '../api/place-order';
import { createIdempotencyKey } from '../create-idempotency-key';
import type { CheckoutTotals } from './use-checkout-totals';

const blankAddress = { address: '', city: '', state: '', zipCode: '', country: 'US' };

/**
 * The checkout's form: the customer's details (filled from the profile and the last order's
 * address as they arrive), the note, and Place Order. Its toasts are usePlaceOrder's; what stays
 * here is where the customer goes next and, for a refusal, which fields it was about.
 */
export function useCheckoutForm(totals: CheckoutTotals) {
  const { clearCart } = useCart();
  const { user, profile } = useAuth();
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder();
  // Set with the cart clearing, so the empty cart doesn't bounce a placed order to /shop.
  const [placed, setPlaced] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The optional note to the shop (decision 127); the server sanitises and bounds it.
  const [note, setNote] = useState('');
  // One key per checkout attempt: a double click or a retry after a lost answer is the same order.
  const [idempotencyKey, setIdempotencyKey] = useState(createIdempotencyKey);

  // A pickup order asks for no shipping address (decision 172): the form checks what the chosen
  // rate needs, handed to the resolver as the form's context at each check.
  const form = useForm<CheckoutDetailsInput, { deliveryMethod: DeliveryMethod }, CheckoutDetails>({
    context: { deliveryMethod: totals.deliveryMethod },
    resolver: (values, context, options) =>
      // Both schemas answer the same shape; pickup's only lets the address be left empty.
      zodResolver(
        checkoutDetailsFor(context?.deliveryMethod ?? 'shipping') as typeof checkoutDetailsSchema,
      )(values, context, options),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: user?.email ?? '',
      phone: '',
      ...blankAddress,
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
        ...blankAddress,
        ...last,
        // An order from before the country list has none to offer: the default (US) stays.
        ...(country ? { country } : {}),
      },
      { keepDirtyValues: true, keepDefaultValues: false },
    );
  }, [profile, lastAddress, user?.email, reset]);

  const { selected, discount, discountRecheck, orderLines, tax, deliveryMethod } = totals;
  const { clearErrors } = form;
  // Errors shown for the address while shipping are no longer errors once pickup is chosen.
  useEffect(() => {
    if (deliveryMethod === 'pickup') clearErrors(['address', 'city', 'state', 'zipCode']);
  }, [deliveryMethod, clearErrors]);
  // Awaited, not mutate's callbacks: those run only while this page is mounted, and the order's
  // follow-up (Stripe's page, the emptied cart, /orders) must happen even if the shopper left it.
  const submit = form.handleSubmit(async (customer) => {
    if (!selected || discountRecheck.pending || !tax.data) return;
    setFailure(null);
    const order = {
      customer,
      items: orderLines,
      shippingRateId: selected.id,
      deliveryMethod,
      discountCode: discount?.code,
      note: note.trim() || undefined,
    };
    let placedOrder;
    try {
      placedOrder = await placeOrder.mutateAsync({ idempotencyKey, order });
    } catch (error) {
      // A refusal (stock, code) left nothing behind: the next attempt is a new order.
      if (!(error instanceof ApiError && error.status >= 400 && error.status < 500)) return;
      // Issues about the customer's details go on their fields; the rest stays in the alert.
      setFailure(
        applyServerErrors(error, form.setError, fieldNames(form.getValues()), {
          prefix: 'customer',
        }),
      );
      setIdempotencyKey(createIdempotencyKey());
      return;
    }
    setPlaced(true);
    // Card: paid on Stripe's page; the cart stays until the customer is back and paid.
    if (placedOrder.checkoutUrl) return window.location.assign(placedOrder.checkoutUrl);
    clearCart();
    // A new page opens at its top (app/use-top-on-new-page.ts): the new order under the toast.
    navigate('/orders');
  });

  return {
    form,
    note,
    setNote,
    failure,
    placed,
    placing: placeOrder.isPending,
    // Place Order waits for a rate, a code known to hold for this cart, and the shop's tax.
    canPlace: Boolean(selected) && !discountRecheck.pending && Boolean(tax.data),
    submit,
  };
}
export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
