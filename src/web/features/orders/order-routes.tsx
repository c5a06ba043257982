import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAdmin, RequireAuth } from '../auth/components/route-guards';

// Its own chunk: the home page doesn't pay for the order history's code.
const MyOrdersPage = lazy(() => import('./pages/my-orders-page'));
const OrderInvoicePage = lazy(() => import('./pages/order-invoice-page'));
const AdminOrderDocumentPage = lazy(() => import('./pages/admin-order-document-page'));

/** The customer's order history (issue 5), for signed-in users. */
export const orderRoutes: RouteObject[] = [
  {
    path: 'orders',
    element: (
      <RequireAuth>
        <Suspense fallback={<div className="min-h-[50vh]" aria-busy="true" />}>
          <MyOrdersPage />
        </Suspense>
      </RequireAuth>
    ),
  },
];

const printFallback = <div className="min-h-[50vh]" aria-busy="true" />;

/**
 * Print views (issue 26), outside the site's and the admin's frames so only the document is
 * printed: the customer's invoice of their own order, the owner's invoice and packing slip.
 */
export const orderDocumentRoutes: RouteObject[] = [
  {
    path: 'orders/:orderId/invoice',
    element: (
      <RequireAuth>
        <Suspense fallback={printFallback}>
          <OrderInvoicePage />
        </Suspense>
      </RequireAuth>
    ),
  },
  ...(['invoice', 'packing-slip'] as const).map((kind) => ({
    path: `admin/orders/:id/${kind}`,
    element: (
      <RequireAdmin>
        <Suspense fallback={printFallback}>
          <AdminOrderDocumentPage kind={kind} />
        </Suspense>
      </RequireAdmin>
    ),
  })),
];
