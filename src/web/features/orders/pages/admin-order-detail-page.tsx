import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';
import { labelDiscountLine } from '#core/orders/label-discount-line';
import { labelTaxLine } from '#core/orders/label-tax-line';
import { toCents } from '#core/money';
import type { AddressRecordView as Address } from '#core/checkout/order-address';
import { useAdminOrder } from '../api/get-order';
import { OrderStatusSelect } from '../components/order-status-select';
import { PaymentBadge } from '../components/payment-badge';
import { refundRows } from '#core/orders/order-money';
import { ShipmentForm } from '../components/shipment-form';
import { RefundForm } from '../components/refund-form';
import { OrderPaymentCard } from '../components/order-payment-card';
import { LineRefundForm } from '../components/line-refund-form';
import { OrderTimelineList } from '../components/order-timeline';
import { useOrderTimeline } from '../api/get-order-timeline';
import { StatusBadge } from '../../../components/admin/status-badge';
import { formatDate, money } from '../../../lib/admin/format';
import { OrderCustomPrints } from '../../custom-prints/components/order-custom-prints';
import { OrderJobs } from '../../production/order-jobs';
import { labelOrderItem } from '#core/orders/label-order-item';
import { addressLines, pickupOf } from '#core/orders/order-delivery';
import { PickupActions } from '../components/pickup-actions';

function AddressBlock({ title, address }: { title: string; address: Address }) {
  return (
    <div>
      <h3 className="mb-1 text-sm font-semibold">{title}</h3>
      <address className="text-sm not-italic text-muted-foreground">
        {addressLines(address).map((line, i) => (
          <span key={i} className="block">
            {line}
          </span>
        ))}
      </address>
    </div>
  );
}

export default function OrderDetailPage() {
  const { id } = useParams();
  const query = useAdminOrder(id);
  const timeline = useOrderTimeline(id ?? '');
  const order = query.data;
  if (query.isPending) return <p role="status">Loading…</p>;
  if (!order)
    return (
      <p>
        Order not found.{' '}
        <Link to="/admin/orders" className="underline">
          Back to orders
        </Link>
      </p>
    );
  const discountLabel = labelDiscountLine(order);
  const taxLabel = labelTaxLine(toCents(order.taxAmount));
  const pickup = pickupOf(order);
  const totals: [string, string][] = [
    ['Subtotal', money(order.subtotal)],
    ...(toCents(order.printStartupAmount) > 0
      ? [['Print start-up', money(order.printStartupAmount)] as [string, string]]
      : []),
    ...(discountLabel
      ? [[discountLabel, `−${money(order.discountAmount)}`] as [string, string]]
      : []),
    [
      `${pickup ? 'Pickup' : 'Shipping'}${order.shippingRateName ? ` (${order.shippingRateName})` : ''}`,
      money(order.shippingAmount),
    ],
    ...(taxLabel ? [[taxLabel, money(order.taxAmount)] as [string, string]] : []),
  ];
  return (
    <>
      <Link
        to="/admin/orders"
        className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> All orders
      </Link>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Order {order.orderNumber}</h1>
          <p className="text-sm text-muted-foreground">
            Placed {formatDate(order.createdAt, true)}
          </p>
          {/* Print views, in their own tab without the admin's frame. */}
          <p className="mt-1 flex gap-3 text-sm">
            <a
              href={`/admin/orders/${order.id}/invoice`}
              target="_blank"
              rel="noopener"
              className="font-medium text-primary underline underline-offset-4"
            >
              Invoice
            </a>
            <a
              href={`/admin/orders/${order.id}/packing-slip`}
              target="_blank"
              rel="noopener"
              className="font-medium text-primary underline underline-offset-4"
            >
              Packing slip
            </a>
          </p>
        </div>
        <div className="flex items-center gap-2">
          <PaymentBadge order={order} />
          <StatusBadge status={order.fulfillmentStatus} />
          <OrderStatusSelect order={order} />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Items</CardTitle>
          </CardHeader>
          <CardContent>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Product</TableHead>
                  <TableHead className="text-right">Price</TableHead>
                  <TableHead className="text-right">Qty</TableHead>
                  <TableHead className="text-right">Total</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {order.items.map((item) => (
                  <TableRow key={item.id}>
                    <TableCell>
                      <div className="font-medium">{labelOrderItem(item)}</div>
                      {item.sku && <div className="text-xs text-muted-foreground">{item.sku}</div>}
                    </TableCell>
                    <TableCell className="text-right">{money(item.price)}</TableCell>
                    <TableCell className="text-right">{item.quantity}</TableCell>
                    <TableCell className="text-right">{money(item.total)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <dl className="mt-4 ml-auto grid max-w-xs grid-cols-2 gap-1 text-sm">
              {totals.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="text-right">{value}</dd>
                </div>
              ))}
              <dt className="font-semibold">Total</dt>
              <dd className="text-right font-semibold">{money(order.total)}</dd>
              {refundRows(order).map((row) => (
                <div key={row.label} className="contents">
                  <dt className={row.strong ? 'font-semibold' : 'text-muted-foreground'}>
                    {row.label}
                  </dt>
                  <dd className={`text-right ${row.strong ? 'font-semibold' : ''}`}>{row.value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-6">
              <OrderCustomPrints orderId={order.id} />
            </div>
            <div className="mt-6">
              <OrderJobs
                orderId={order.id}
                lines={order.items.map((item) => ({ id: item.id, name: labelOrderItem(item) }))}
              />
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{pickup ? 'Pickup' : 'Shipment'}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            {pickup ? <PickupActions order={order} pickup={pickup} /> : null}
            {!pickup && order.shippedAt && (
              <p className="text-sm">
                Shipped {formatDate(order.shippedAt, true)}
                {order.trackingUrl && (
                  <>
                    {' · '}
                    <a
                      href={order.trackingUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-primary underline"
                    >
                      Track parcel
                    </a>
                  </>
                )}
              </p>
            )}
            {pickup ? null : (
              <ShipmentForm key={`${order.id}-${order.trackingNumber ?? ''}`} order={order} />
            )}
          </CardContent>
        </Card>
        <OrderPaymentCard order={order} />
        {order.paymentStatus === 'paid' && order.status !== 'cancelled' && (
          <Card>
            <CardHeader>
              <CardTitle>Refund</CardTitle>
            </CardHeader>
            <CardContent>
              <RefundForm order={order} />
              <div className="mt-6 border-t pt-4">
                <LineRefundForm order={order} />
              </div>
            </CardContent>
          </Card>
        )}
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Timeline</CardTitle>
          </CardHeader>
          <CardContent>
            {timeline.data ? (
              <OrderTimelineList orderId={order.id} timeline={timeline.data} />
            ) : (
              <p role="status">Loading…</p>
            )}
          </CardContent>
        </Card>
        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle>Customer</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-6 sm:grid-cols-3">
            <div className="text-sm">
              <h3 className="mb-1 font-semibold">Contact</h3>
              <p>{order.customerName}</p>
              <p>
                <a href={`mailto:${order.customerEmail}`} className="text-primary underline">
                  {order.customerEmail}
                </a>
              </p>
              {order.customerPhone && <p>{order.customerPhone}</p>}
            </div>
            {order.shippingAddress ? (
              <AddressBlock title="Shipping address" address={order.shippingAddress} />
            ) : pickup ? (
              <div className="text-sm">
                <h3 className="mb-1 font-semibold">Delivery</h3>
                <p className="text-muted-foreground">Collected by the customer: no shipping</p>
              </div>
            ) : null}
            <AddressBlock title="Billing address" address={order.billingAddress} />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
