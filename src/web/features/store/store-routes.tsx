import type { RouteObject } from 'react-router';
import { RequireAuth } from '../auth/components/route-guards';
import { PlaceholderPage } from '../site/pages/placeholder-page';

/** The in-app store (issue 5): /checkout and /orders are for signed-in users. */
export const storeRoutes: RouteObject[] = [
  { path: 'shop', element: <PlaceholderPage title="Shop" /> },
  {
    path: 'checkout',
    element: (
      <RequireAuth>
        <PlaceholderPage title="Checkout" />
      </RequireAuth>
    ),
  },
  {
    path: 'orders',
    element: (
      <RequireAuth>
        <PlaceholderPage title="My Orders" />
      </RequireAuth>
    ),
  },
];
