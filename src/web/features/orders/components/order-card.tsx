import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { formatMoney, toCents } from '#core/money';
import { formatShippingRate } from '#core/checkout/choose-shipping-rate';
import { safeTrackingUrl } from '#core/checkout/order-address';
import { labelDiscountLine } from '#core/orders/label-discount-line';
import { labelTaxLine } from '#core/orders/label-tax-line';
import type { OrderView } from '#core/orders/order-responses';
import { Badge } from '../../../components/ui/badge';
import { LineThumbnail } from '../../../components/line-thumbnail';
import { OrderPaymentNotice } from './order-payment-notice';
import { labelOrderItem } from '#core/orders/label-order-item';
import { paymentStatusLabel, refundRows } from '#core/orders/order-money';
import { deliveryStatusLabel, pickupOf } from '#core/orders/order-delivery';

const money = (amount: string) => formatMoney(toCents(amount));
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/**
 * One order on /orders: number, date, statuses, items, totals (and, once money went back, paid,
 * refunded and net paid: decision 171), and the tracking link when present. In the list
 * (`linked`), its number leads to the order's own page (/orders/:id).
 */
export function OrderCard({ order, linked = false }: { order: OrderView; linked?: boolean }) {
  const tracking = safeTrackingUrl(order.trackingUrl);
  const headingId = `order-${order.id}`;
  const discountLabel = labelDiscountLine(order);
  const taxLabel = labelTaxLine(toCents(order.taxAmount));
  const pickup = pickupOf(order);
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border bg-card text-card-foreground shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b p-6">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            {linked ? (
              <Link
                to={`/orders/${order.id}`}
                className="underline-offset-4 hover:underline focus-visible:underline"
              >
                Order {order.orderNumber}
              </Link>
            ) : (
              <>Order {order.orderNumber}</>
            )}
          </h2>
          <p className="text-sm text-muted-foreground">
            Placed on{' '}
            <time dateTime={order.createdAt}>{dateFormat.format(new Date(order.createdAt))}</time>
          </p>
          {/* A print view of the invoice, opened in its own tab to print or save. */}
          <a
            href={`/orders/${order.id}/invoice`}
            target="_blank"
            rel="noopener"
            className="text-sm font-medium text-primary underline underline-offset-4"
            aria-label={`Print the invoice of order ${order.orderNumber}`}
          >
            Print invoice
          </a>
        </div>
        <div className="flex flex-wrap gap-2" aria-label="Order status">
          <Badge>{deliveryStatusLabel(order.status, order.deliveryMethod)}</Badge>
          <Badge variant="secondary">Payment: {paymentStatusLabel(order)}</Badge>
          <Badge variant="outline">{label(order.fulfillmentStatus)}</Badge>
        </div>
      </header>
      <OrderPaymentNotice order={order} />
      <ul className="divide-y px-6" aria-label={`Items in order ${order.orderNumber}`}>
        {order.items.map((item) => (
          <li key={item.id} className="flex items-center gap-4 py-4">
            <LineThumbnail src={item.image} size={64} lazy />
            <div className="min-w-0 flex-1">
              <p className="font-medium">{labelOrderItem(item)}</p>
              <p className="text-sm text-muted-foreground">
                Quantity: {item.quantity} × {money(item.price)}
              </p>
            </div>
            <p className="font-medium">{money(item.total)}</p>
          </li>
        ))}
      </ul>
      <footer className="grid gap-4 border-t p-6 sm:grid-cols-2">
        <div className="space-y-1 text-sm">
          {order.trackingNumber || tracking ? (
            <p>
              Tracking:{' '}
              {tracking ? (
                <a
                  href={tracking}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                >
                  {order.trackingNumber ?? 'Track your package'}
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              ) : (
                order.trackingNumber
              )}
            </p>
          ) : null}
          {pickup ? (
            <p className="text-muted-foreground">
              Pickup at {pickup.location}
              {pickup.hours ? ` · ${pickup.hours}` : ''}
            </p>
          ) : order.shippingAddress ? (
            <p className="text-muted-foreground">
              Ships to {order.shippingAddress.city}, {order.shippingAddress.state}
            </p>
          ) : null}
        </div>
        <dl className="space-y-1 text-sm">
          <Row label="Subtotal" value={money(order.subtotal)} />
          {toCents(order.printStartupAmount) > 0 ? (
            <Row label="Print start-up" value={money(order.printStartupAmount)} />
          ) : null}
          {discountLabel ? (
            <Row label={discountLabel} value={`−${money(order.discountAmount)}`} />
          ) : null}
          <Row
            label={pickup ? 'Pickup' : 'Shipping'}
            value={formatShippingRate(toCents(order.shippingAmount))}
          />
          {taxLabel ? <Row label={taxLabel} value={money(order.taxAmount)} /> : null}
          <Row label="Total" value={money(order.total)} bold />
          {refundRows(order).map((row) => (
            <Row key={row.label} label={row.label} value={row.value} bold={row.strong} />
          ))}
        </dl>
      </footer>
    </article>
  );
}

function Row({ label: name, value, bold }: { label: string; value: string; bold?: boolean }) {
  return (
    <div className={`flex justify-between ${bold ? 'border-t pt-1 text-base font-bold' : ''}`}>
      <dt>{name}</dt>
      <dd>{value}</dd>
    </div>
  );
}
