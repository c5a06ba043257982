import type { DiscountRejection } from '../discounts/check-discount-code';
import type { AddressRecordView } from './order-address';

/** JSON shapes of the store API. Money travels as decimal strings ('19.99'), as stored. */
export type ProductView = {
  id: string;
  name: string;
  description: string;
  price: string;
  compareAtPrice: string | null;
  images: string[];
  sku: string;
  category: string | null;
  quantity: number;
  createdAt: string;
};

export type CategoryView = { id: string; name: string };

export type ShippingRateView = {
  id: string;
  name: string;
  description: string | null;
  rate: string;
  minOrderAmount: string | null;
};

export type DiscountCheckView =
  | { valid: true; code: string; type: 'percentage' | 'fixed_amount'; value: string; subtotal: string; discountAmount: string }
  | { valid: false; reason: DiscountRejection; subtotal: string; minimumOrderAmount?: string };

export type OrderItemView = {
  id: string;
  productId: string | null;
  productName: string;
  sku: string | null;
  image: string | null;
  quantity: number;
  price: string;
  total: string;
};

export type OrderView = {
  id: string;
  orderNumber: string;
  customerEmail: string;
  customerName: string;
  customerPhone: string | null;
  shippingAddress: AddressRecordView;
  billingAddress: AddressRecordView;
  subtotal: string;
  discountAmount: string;
  discountCode: string | null;
  shippingAmount: string;
  shippingRateName: string | null;
  taxAmount: string;
  total: string;
  status: string;
  paymentStatus: string;
  fulfillmentStatus: string;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shippedAt: string | null;
  createdAt: string;
  items: OrderItemView[];
};
