import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { routeTitle } from '../../lib/route-title';
import { RequireAuth } from '../auth/components/route-guards';

// Its own chunk: the home page doesn't pay for the order history's code.
const MyOrdersPage = lazy(() => import('./pages/my-orders-page'));
const MyOrderPage = lazy(() => import('./pages/my-order-page'));
const OrderDocumentPage = lazy(() => import('./pages/order-document-page'));
const PackingSlipsPage = lazy(() => import('./pages/packing-slips-page'));

/** The customer's order history, for signed-in users. */
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
  {
    // One order with the state of each printed line, live (the list links here).
    path: 'orders/:orderId',
    handle: routeTitle('Order'),
    element: (
      <RequireAuth>
        <Suspense fallback={<div className="min-h-[50vh]" aria-busy="true" />}>
          <MyOrderPage />
        </Suspense>
      </RequireAuth>
    ),
  },
];

/**
 * Print views, outside the site's and the admin's frames so only the document is
 * printed; the page checks who may see it (order-document-page.tsx).
 */
export const orderDocumentRoutes: RouteObject[] = [
  'orders/:orderId/invoice',
  'admin/orders/:id/invoice',
  'admin/orders/:id/packing-slip',
]
  .map((path) => ({
    path,
    element: (
      <Suspense fallback={null}>
        <OrderDocumentPage />
      </Suspense>
    ),
  }))
  .concat({
    // Several orders' packing slips, chosen on the order list (a static path outranks :id).
    path: 'admin/orders/packing-slips',
    element: (
      <Suspense fallback={null}>
        <PackingSlipsPage />
      </Suspense>
    ),
  });
