import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '../auth/components/route-guards';

// Each page is its own chunk: the home page doesn't pay for the store's code.
const ShopPage = lazy(() => import('./pages/shop-page'));
const CheckoutPage = lazy(() => import('./pages/checkout-page'));
const OrdersPage = lazy(() => import('./pages/orders-page'));

const page = (element: ReactNode) => <Suspense fallback={<div className="min-h-[50vh]" aria-busy="true" />}>{element}</Suspense>;

/** The in-app store (issue 5): /checkout and /orders are for signed-in users. */
export const storeRoutes: RouteObject[] = [
  { path: 'shop', element: page(<ShopPage />) },
  {
    path: 'checkout',
    element: <RequireAuth>{page(<CheckoutPage />)}</RequireAuth>,
  },
  {
    path: 'orders',
    element: <RequireAuth>{page(<OrdersPage />)}</RequireAuth>,
  },
];
