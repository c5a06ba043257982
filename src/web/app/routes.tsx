import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAdmin } from '../features/auth/components/route-guards';
import { adminRoutes } from '../features/admin/admin-routes';
import { authRoutes } from '../features/auth/auth-routes';
import { catalogRoutes } from '../features/catalog/catalog-routes';
import { checkoutRoutes } from '../features/checkout/checkout-routes';
import { customPrintRoutes } from '../features/custom-prints/custom-print-routes';
import { orderDocumentRoutes, orderRoutes } from '../features/orders/order-routes';
import { NotFoundPage } from '../features/site/pages/not-found-page';
import { siteRoutes } from '../features/site/site-routes';
import { SiteLayout } from './layouts/site-layout';

const AdminLayout = lazy(() => import('../features/admin/admin-layout'));

/**
 * Every route of SPEC §2; each feature owns its route list. /admin is its own chunk. A function,
 * so the browser and the build-time prerender each get route objects of their own.
 */
export const createRoutes = (): RouteObject[] => [
  {
    element: <SiteLayout />,
    children: [
      ...siteRoutes,
      ...authRoutes,
      ...catalogRoutes,
      ...checkoutRoutes,
      ...orderRoutes,
      ...customPrintRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: 'admin',
    element: (
      <RequireAdmin>
        <Suspense fallback={null}>
          <AdminLayout />
        </Suspense>
      </RequireAdmin>
    ),
    children: adminRoutes,
  },
  ...orderDocumentRoutes,
];
