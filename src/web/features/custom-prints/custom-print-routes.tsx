import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '../auth/components/route-guards';

// Both pages are their own chunks; the three.js preview is a further chunk inside /custom.
// /custom is public and prerendered: a route-level lazy, loaded before the first render.
const MyQuotesPage = lazy(() => import('./pages/my-quotes-page'));

const page = (node: ReactNode) => (
  <Suspense fallback={<div className="min-h-[60vh]" />}>{node}</Suspense>
);

/** Custom prints: upload, preview, instant quote; the customer's quotes under /orders. */
export const customPrintRoutes: RouteObject[] = [
  {
    path: 'custom',
    lazy: () => import('./pages/custom-print-page').then((m) => ({ Component: m.default })),
    hydrateFallbackElement: <div className="min-h-dvh" aria-busy="true" />,
  },
  { path: 'orders/quotes', element: <RequireAuth>{page(<MyQuotesPage />)}</RequireAuth> },
];
