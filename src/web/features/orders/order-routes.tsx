import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '../auth/components/route-guards';

// Its own chunk: the home page doesn't pay for the order history's code.
const MyOrdersPage = lazy(() => import('./pages/my-orders-page'));

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
