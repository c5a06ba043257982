import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// Every admin page is its own chunk, loaded on first visit (the admin layout is one too). The
// owner's pages live with their domain's feature (issue 25); this list only mounts them.
const DashboardPage = lazy(() => import('./pages/dashboard-page'));
const ProductsPage = lazy(() => import('../catalog/pages/admin-products-page'));
const ProductFormPage = lazy(() => import('../catalog/pages/admin-product-form-page'));
const CategoriesPage = lazy(() => import('../catalog/pages/admin-categories-page'));
const OrdersPage = lazy(() => import('../orders/pages/admin-orders-page'));
const OrderDetailPage = lazy(() => import('../orders/pages/admin-order-detail-page'));
const CustomersPage = lazy(() => import('../customers/pages/admin-customers-page'));
const DiscountsPage = lazy(() => import('../discounts/pages/admin-discounts-page'));
const ShippingPage = lazy(() => import('../shipping/pages/admin-shipping-page'));
const SettingsPage = lazy(() => import('../settings/pages/admin-settings-page'));
const InboxPage = lazy(() => import('../contact/pages/admin-inbox-page'));
const QuotesPage = lazy(() => import('../custom-prints/pages/admin-quotes-page'));
const PrintMaterialsPage = lazy(() => import('../custom-prints/pages/admin-print-materials-page'));

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
  { path: 'quotes', element: <QuotesPage /> },
  { path: 'print-materials', element: <PrintMaterialsPage /> },
];
