import { formatMoney } from '#core/money';
import type { OrderTotals } from '#core/checkout/calculate-order-totals';
import { formatShippingRate } from '#core/checkout/choose-shipping-rate';
import { labelTaxLine } from '#core/orders/label-tax-line';
import { LineThumbnail } from '../../../components/line-thumbnail';

type Line = {
  id: string;
  name: string;
  price: number;
  quantity: number;
  image: string | null;
  available?: number | null;
  /** A custom print's copies: one line is one job at its quote's price. */
  pieces?: unknown;
};

const piecesText = (pieces: number) =>
  `${pieces} ${pieces === 1 ? 'piece' : 'pieces'}, one print job`;

/**
 * SPEC §5 summary: subtotal, discount, shipping, tax, total — figures from core. The discount and
 * tax lines show only when they are more than $0.00 (decision 122).
 */
export function OrderSummary({
  lines,
  totals,
  discountCode,
  printStartupLabel,
  pickup = false,
}: {
  lines: Line[];
  /** A pickup order's delivery line reads "Pickup" (decision 172). */
  pickup?: boolean;
  totals: OrderTotals;
  discountCode: string | null;
  /** Custom prints' start-up cost, once per material (decision 124); null without one. */
  printStartupLabel?: string | null;
}) {
  const taxLabel = labelTaxLine(totals.tax);
  return (
    <div className="space-y-4">
      <ul className="divide-y" aria-label="Items in your order">
        {lines.map((line) => (
          <li key={line.id} className="flex items-center gap-3 py-3">
            <LineThumbnail src={line.image} size={48} />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-medium wrap-anywhere">{line.name}</p>
              <p className="text-xs text-muted-foreground">
                {typeof line.pieces === 'number'
                  ? piecesText(line.pieces)
                  : `${line.quantity} × ${formatMoney(line.price)}`}
              </p>
              {typeof line.available === 'number' && line.quantity > line.available ? (
                <p className="text-xs text-destructive">
                  {line.available > 0 ? `Only ${line.available} left in stock` : 'Out of stock'}
                </p>
              ) : null}
            </div>
            <p className="text-sm font-medium">{formatMoney(line.price * line.quantity)}</p>
          </li>
        ))}
      </ul>
      <dl className="space-y-2 border-t pt-4 text-sm">
        <Row label="Subtotal" value={formatMoney(totals.subtotal)} />
        {printStartupLabel && totals.printStartup > 0 ? (
          <Row
            label={printStartupLabel}
            value={formatMoney(totals.printStartup)}
            testId="order-print-startup"
          />
        ) : null}
        {totals.discount > 0 ? (
          <Row
            label={`Discount${discountCode ? ` (${discountCode})` : ''}`}
            value={`−${formatMoney(totals.discount)}`}
            className="text-emerald-600 dark:text-emerald-400"
          />
        ) : null}
        <Row label={pickup ? 'Pickup' : 'Shipping'} value={formatShippingRate(totals.shipping)} />
        {taxLabel ? (
          <Row label={taxLabel} value={formatMoney(totals.tax)} testId="order-tax" />
        ) : null}
        <Row
          label="Total"
          value={formatMoney(totals.total)}
          className="border-t pt-2 text-base font-bold"
          testId="order-total"
        />
      </dl>
    </div>
  );
}

function Row({
  label,
  value,
  className,
  testId,
}: {
  label: string;
  value: string;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={`flex justify-between ${className ?? ''}`} data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
