import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { routeTitle } from '../../lib/route-title';

// Every admin page is its own chunk, loaded on first visit (the admin layout is one too). The
// owner's pages live with their domain's feature; this list only mounts them.
const DashboardPage = lazy(() => import('./pages/dashboard-page'));
const ProductsPage = lazy(() => import('../catalog/pages/admin-products-page'));
const ProductFormPage = lazy(() => import('../catalog/pages/admin-product-form-page'));
const CategoriesPage = lazy(() => import('../catalog/pages/admin-categories-page'));
const OrdersPage = lazy(() => import('../orders/pages/admin-orders-page'));
const OrderDetailPage = lazy(() => import('../orders/pages/admin-order-detail-page'));
const CustomersPage = lazy(() => import('../customers/pages/admin-customers-page'));
const CustomerPage = lazy(() => import('../customers/pages/admin-customer-page'));
const DiscountsPage = lazy(() => import('../discounts/pages/admin-discounts-page'));
const ShippingPage = lazy(() => import('../shipping/pages/admin-shipping-page'));
const SettingsPage = lazy(() => import('../settings/pages/admin-settings-page'));
const InboxPage = lazy(() => import('../contact/pages/admin-inbox-page'));
const QuotesPage = lazy(() => import('../custom-prints/pages/admin-quotes-page'));
const PrintMaterialsPage = lazy(() => import('../custom-prints/pages/admin-print-materials-page'));
const ProductionPage = lazy(() => import('../production/pages/admin-production-page'));

/** Each admin page's title: "Orders · Admin · Layerworks 3D". */
const admin = (title: string) => routeTitle(`${title} · Admin`);

/** Children of /admin (SPEC §2, plus the pages an owner needs beyond it). */
export const adminRoutes: RouteObject[] = [
  { index: true, element: <DashboardPage />, handle: admin('Dashboard') },
  { path: 'products', element: <ProductsPage />, handle: admin('Products') },
  { path: 'products/new', element: <ProductFormPage />, handle: admin('New product') },
  { path: 'products/:id', element: <ProductFormPage />, handle: admin('Edit product') },
  { path: 'categories', element: <CategoriesPage />, handle: admin('Categories') },
  { path: 'orders', element: <OrdersPage />, handle: admin('Orders') },
  { path: 'orders/:id', element: <OrderDetailPage />, handle: admin('Order') },
  { path: 'customers', element: <CustomersPage />, handle: admin('Customers') },
  { path: 'customers/:id', element: <CustomerPage />, handle: admin('Customer') },
  { path: 'discounts', element: <DiscountsPage />, handle: admin('Discounts') },
  { path: 'shipping', element: <ShippingPage />, handle: admin('Shipping') },
  { path: 'settings', element: <SettingsPage />, handle: admin('Settings') },
  { path: 'inbox', element: <InboxPage />, handle: admin('Inbox') },
  { path: 'quotes', element: <QuotesPage />, handle: admin('Quotes') },
  { path: 'print-materials', element: <PrintMaterialsPage />, handle: admin('Print materials') },
  { path: 'production', element: <ProductionPage />, handle: admin('Production') },
];
