import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../site/pages/placeholder-page';

/** The in-app store (issue 5): /checkout and /orders are for signed-in users. */
export const storeRoutes: RouteObject[] = [
  { path: 'shop', element: <PlaceholderPage title="Shop" /> },
  { path: 'checkout', element: <PlaceholderPage title="Checkout" /> },
  { path: 'orders', element: <PlaceholderPage title="My Orders" /> },
];
