import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '../auth/components/route-guards';

// Its own chunk: the home page doesn't pay for the checkout's code.
const CheckoutPage = lazy(() => import('./pages/checkout-page'));

/** The checkout, for signed-in users. */
export const checkoutRoutes: RouteObject[] = [
  {
    path: 'checkout',
    element: (
      <RequireAuth>
        <Suspense fallback={<div className="min-h-[50vh]" aria-busy="true" />}>
          <CheckoutPage />
        </Suspense>
      </RequireAuth>
    ),
  },
];
