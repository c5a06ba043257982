import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '../auth/components/route-guards';

// Each page is its own chunk: the home page doesn't pay for the store's code. /shop is public
// and prerendered, so it is a route-level lazy the browser loads before its first render.
const CheckoutPage = lazy(() => import('./pages/checkout-page'));
const OrdersPage = lazy(() => import('./pages/orders-page'));

const page = (element: ReactNode) => (
  <Suspense fallback={<div className="min-h-[50vh]" aria-busy="true" />}>{element}</Suspense>
);

/** The in-app store (issue 5): /checkout and /orders are for signed-in users. */
export const storeRoutes: RouteObject[] = [
  {
    path: 'shop',
    lazy: () => import('./pages/shop-page').then((m) => ({ Component: m.default })),
    hydrateFallbackElement: <div className="min-h-dvh" aria-busy="true" />,
  },
  {
    path: 'checkout',
    element: <RequireAuth>{page(<CheckoutPage />)}</RequireAuth>,
  },
  {
    path: 'orders',
    element: <RequireAuth>{page(<OrdersPage />)}</RequireAuth>,
  },
];
