/** The admin API's answers, as JSON (money as exact decimal strings, dates as ISO strings). */
import type { OrderStatus } from '../../../../core/orders/order-admin-input';
import type { AddressRecordView } from '../../../../core/store/order-address';
import type { ProductView } from '../../../../core/catalog/catalog-responses';

/** The store's product shape, with the admin's fields (inactive products are listed too). */
export type AdminProduct = Omit<ProductView, 'category' | 'quantity'> & {
  isActive: boolean;
  categoryId: string | null;
  categoryName: string | null;
  stock: number;
};

export type AdminCategory = { id: string; name: string; productCount: number };

export type Address = AddressRecordView;

export type AdminOrderItem = { id: string; productId: string | null; productName: string; sku: string | null; image: string | null; quantity: number; price: string; total: string };

export type AdminOrder = {
  id: string;
  orderNumber: string;
  customerEmail: string;
  customerName: string;
  customerPhone: string | null;
  billingAddress: Address;
  shippingAddress: Address;
  subtotal: string;
  discountAmount: string;
  shippingAmount: string;
  taxAmount: string;
  total: string;
  status: OrderStatus;
  paymentStatus: 'paid' | 'pending' | 'failed' | 'refunded';
  fulfillmentStatus: 'unfulfilled' | 'fulfilled';
  trackingNumber: string | null;
  trackingUrl: string | null;
  shippedAt: string | null;
  discountCode: string | null;
  shippingRateName: string | null;
  createdAt: string;
  items: AdminOrderItem[];
};

export type Customer = {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  createdAt: string;
  role: 'customer';
  ordersCount: number;
  totalSpent: string;
};

export type Discount = {
  id: string;
  code: string;
  type: 'percentage' | 'fixed_amount';
  value: string;
  isActive: boolean;
  startsAt: string | null;
  expiresAt: string | null;
  maximumUses: number | null;
  usesCount: number;
  minimumOrderAmount: string | null;
  createdAt: string;
};

export type ShippingRate = {
  id: string;
  name: string;
  description: string | null;
  rate: string;
  isActive: boolean;
  minWeight: string | null;
  maxWeight: string | null;
  minOrderAmount: string | null;
  createdAt: string;
};

export type Dashboard = {
  counts: { products: number; orders: number; customers: number; lowStock: number };
  revenue: string;
  recentOrders: Pick<AdminOrder, 'id' | 'orderNumber' | 'customerName' | 'customerEmail' | 'total' | 'status' | 'paymentStatus' | 'createdAt'>[];
  revenueByDay: { date: string; revenue: string }[];
  lowStockProducts: { id: string; name: string; sku: string; quantity: number }[];
};

export type ContactMessage = { id: string; name: string; email: string; subject: string; message: string; readAt: string | null; createdAt: string };
