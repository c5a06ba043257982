import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// Every admin page is its own chunk, loaded on first visit (the admin layout is one too).
const DashboardPage = lazy(() => import('./pages/dashboard-page'));
const ProductsPage = lazy(() => import('./pages/products-page'));
const ProductFormPage = lazy(() => import('./pages/product-form-page'));
const CategoriesPage = lazy(() => import('./pages/categories-page'));
const OrdersPage = lazy(() => import('./pages/orders-page'));
const OrderDetailPage = lazy(() => import('./pages/order-detail-page'));
const CustomersPage = lazy(() => import('./pages/customers-page'));
const DiscountsPage = lazy(() => import('./pages/discounts-page'));
const ShippingPage = lazy(() => import('./pages/shipping-page'));
const SettingsPage = lazy(() => import('./pages/settings-page'));
const InboxPage = lazy(() => import('./pages/inbox-page'));

/** Children of /admin (SPEC §2, plus the pages an owner needs beyond it). */
export const adminRoutes: RouteObject[] = [
  { index: true, element: <DashboardPage /> },
  { path: 'products', element: <ProductsPage /> },
  { path: 'products/new', element: <ProductFormPage /> },
  { path: 'products/:id', element: <ProductFormPage /> },
  { path: 'categories', element: <CategoriesPage /> },
  { path: 'orders', element: <OrdersPage /> },
  { path: 'orders/:id', element: <OrderDetailPage /> },
  { path: 'customers', element: <CustomersPage /> },
  { path: 'discounts', element: <DiscountsPage /> },
  { path: 'shipping', element: <ShippingPage /> },
  { path: 'settings', element: <SettingsPage /> },
  { path: 'inbox', element: <InboxPage /> },
];
