import type { RouteObject } from 'react-router';
import { PlaceholderPage } from './pages/placeholder-page';

/** Public marketing pages (issue 4). */
export const siteRoutes: RouteObject[] = [
  { index: true, element: <PlaceholderPage title="Home" /> },
  { path: 'products', element: <PlaceholderPage title="Products" /> },
  { path: 'contact', element: <PlaceholderPage title="Contact" /> },
  { path: 'about', element: <PlaceholderPage title="About" /> },
];
