import type { orderItems, orders } from '../../db/schema/sales';
import type { OrderItemView, OrderView, PickupPlace } from '#core/orders/order-responses';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

export function toOrderItemView(row: OrderItemRow): OrderItemView {
  return {
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    variantId: row.variantId,
    variantTitle: row.variantTitle,
    sku: row.sku,
    image: row.image,
    quantity: row.quantity,
    price: row.price,
    total: row.total,
    refundedQuantity: row.refundedQuantity,
  };
}

/** A pickup order's place and hours as its row keeps them (decision 172); null when it ships. */
export function pickupPlaceOf(
  row: Pick<OrderRow, 'deliveryMethod' | 'pickupLocation' | 'pickupHours'>,
): PickupPlace | null {
  return row.deliveryMethod === 'pickup' && row.pickupLocation !== null
    ? { location: row.pickupLocation, hours: row.pickupHours }
    : null;
}

/** The customer-facing shape of an order: no internal ids beyond the order's own. */
export function toOrderView(row: OrderRow, items: OrderItemRow[]): OrderView {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    customerEmail: row.customerEmail,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    shippingAddress: row.shippingAddress,
    billingAddress: row.billingAddress,
    deliveryMethod: row.deliveryMethod,
    pickup: pickupPlaceOf(row),
    subtotal: row.subtotal,
    discountAmount: row.discountAmount,
    discountCode: row.discountCode,
    shippingAmount: row.shippingAmount,
    shippingRateName: row.shippingRateName,
    taxAmount: row.taxAmount,
    printStartupAmount: row.printStartupAmount,
    total: row.total,
    refundedAmount: row.refundedAmount,
    status: row.status,
    paymentStatus: row.paymentStatus,
    fulfillmentStatus: row.fulfillmentStatus,
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingUrl,
    shippedAt: row.shippedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    items: items.map(toOrderItemView),
    paymentMethod: row.paymentMethod,
    paymentInstructions: row.paymentInstructions,
    // Only while the card checkout is open: afterwards the page is gone.
    checkoutUrl:
      row.paymentMethod === 'stripe' && row.status === 'pending' && row.paymentStatus === 'pending'
        ? row.stripeCheckoutUrl
        : null,
  };
}
