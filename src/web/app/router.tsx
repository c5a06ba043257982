import { createBrowserRouter } from 'react-router';
import { NotFoundPage } from '../features/site/pages/not-found-page';
import { PlaceholderPage } from '../features/site/pages/placeholder-page';
import { SiteLayout } from './layouts/site-layout';

/** Every route of SPEC §2. The admin area is a separate chunk that public pages never load. */
export const router = createBrowserRouter([
  {
    element: <SiteLayout />,
    children: [
      { index: true, element: <PlaceholderPage title="Home" /> },
      { path: 'products', element: <PlaceholderPage title="Products" /> },
      { path: 'shop', element: <PlaceholderPage title="Shop" /> },
      { path: 'auth', element: <PlaceholderPage title="Sign In" /> },
      { path: 'checkout', element: <PlaceholderPage title="Checkout" /> },
      { path: 'orders', element: <PlaceholderPage title="My Orders" /> },
      { path: 'contact', element: <PlaceholderPage title="Contact" /> },
      { path: 'about', element: <PlaceholderPage title="About" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: 'admin',
    lazy: async () => ({ Component: (await import('../features/admin/admin-layout')).default }),
    children: [
      { index: true, element: <PlaceholderPage title="Dashboard" /> },
      { path: 'products', element: <PlaceholderPage title="Products" /> },
      { path: 'orders', element: <PlaceholderPage title="Orders" /> },
      { path: 'customers', element: <PlaceholderPage title="Customers" /> },
      { path: 'discounts', element: <PlaceholderPage title="Discount Codes" /> },
      { path: 'shipping', element: <PlaceholderPage title="Shipping Rates" /> },
      { path: 'settings', element: <PlaceholderPage title="Settings" /> },
    ],
  },
]);
