import type { RouteObject } from 'react-router';
import { AboutPage } from './pages/about-page';
import { HomePage } from './pages/home-page';
import { ProductsPage } from './pages/products-page';
import { PolicyPage } from './pages/policy-page';
import { POLICY_KINDS } from '#core/settings/policy-pages';

/** Public marketing pages. The contact form (react-hook-form) loads with its page. */
export const siteRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'products', element: <ProductsPage /> },
  { path: 'about', element: <AboutPage /> },
  // The shop's policies (decision 173), one route each: any other /policies/<x> is not found.
  ...POLICY_KINDS.map((kind) => ({
    path: `policies/${kind}`,
    element: <PolicyPage key={kind} kind={kind} />,
  })),
  {
    path: 'contact',
    lazy: () => import('./pages/contact-page').then((m) => ({ Component: m.ContactPage })),
    // Shown for the moment the page's chunk loads when /contact is the first page opened; a full
    // screen tall, so the footer is below the fold and nothing visible shifts (CLS) when it lands.
    hydrateFallbackElement: <div className="min-h-dvh" aria-busy="true" />,
  },
];

/** The not-found page, for a feature's page that finds nothing to show (a product's unknown slug). */
export { NotFoundPage } from './pages/not-found-page';
