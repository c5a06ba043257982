import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../site/pages/placeholder-page';

/** Children of /admin (issue 6). Pages are lazy so public pages never load admin code. */
export const adminRoutes: RouteObject[] = [
  { index: true, element: <PlaceholderPage title="Dashboard" /> },
  { path: 'products', element: <PlaceholderPage title="Products" /> },
  { path: 'orders', element: <PlaceholderPage title="Orders" /> },
  { path: 'customers', element: <PlaceholderPage title="Customers" /> },
  { path: 'discounts', element: <PlaceholderPage title="Discount Codes" /> },
  { path: 'shipping', element: <PlaceholderPage title="Shipping Rates" /> },
  { path: 'settings', element: <PlaceholderPage title="Settings" /> },
];
