import { labelPrintStartup } from '#core/custom-prints/print-startup';
import { POLICY_TITLES, policyPath, type PolicyKind } from '#core/settings/policy-pages';
import { SiteLink } from '../../../components/site-link';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useCheckoutPayment } from '../api/get-checkout-payment';
import type { CheckoutForm } from '../pages/use-checkout-form';
import type { CheckoutTotals } from '../pages/use-checkout-totals';
import { DiscountCodeField } from './discount-code-field';
import { OrderSummary } from './order-summary';
import { PaymentMethodNote } from './payment-method-note';

/** The figures, the discount code, why the order could not be placed, and Place Order. */
export function OrderSummaryCard({
  totals,
  checkout,
}: {
  totals: CheckoutTotals;
  checkout: CheckoutForm;
}) {
  const payment = useCheckoutPayment();
  const { discount, discountRecheck } = totals;
  return (
    <Card className="h-fit lg:sticky lg:top-24">
      <CardHeader>
        <CardTitle>Order Summary</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <OrderSummary
          lines={totals.lines}
          totals={totals.totals}
          discountCode={discount?.code ?? null}
          printStartupLabel={labelPrintStartup(totals.printStartup)}
          pickup={totals.deliveryMethod === 'pickup'}
        />
        <DiscountCodeField
          lines={totals.orderLines}
          applied={discount}
          onApplied={discountRecheck.apply}
          notice={discountRecheck.notice}
        />
        {totals.tax.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The tax for this order could not be loaded. Please try again later.
          </p>
        ) : null}
        {checkout.failure ? (
          <p
            role="alert"
            className="rounded-md border border-destructive/50 p-3 text-sm text-destructive"
          >
            {checkout.failure}
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={checkout.placing || !checkout.canPlace}
        >
          {checkout.placing ? 'Placing order…' : 'Place Order'}
        </Button>
        <PaymentMethodNote payment={payment.data} />
        <PolicyLinks />
      </CardContent>
    </Card>
  );
}

const policyLink = (kind: PolicyKind) => (
  <SiteLink
    to={policyPath(kind)}
    target="_blank"
    className="text-primary underline underline-offset-4 hover:no-underline"
  >
    {POLICY_TITLES[kind].toLowerCase()}
  </SiteLink>
);

/** Under Place Order: the policies the order is placed under (decision 173), each in a new tab. */
function PolicyLinks() {
  return (
    <p className="text-xs text-muted-foreground" data-testid="checkout-policies">
      By placing your order you agree to our {policyLink('terms')}. See also our{' '}
      {policyLink('shipping')}, {policyLink('refunds')} and {policyLink('privacy')} (each opens in a
      new tab).
    </p>
  );
}
