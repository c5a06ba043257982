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

const ADMIN_PATH = 'admin';

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
    path: ADMIN_PATH,
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

/**
 * The routes a render at `pathname` matches against. React Router compiles every branch's pattern
 * each time it matches, and a server render matches twice (its preload and `useRoutes`); a page
 * outside /admin never matches the admin branch, about half the tree, so it is left out. The check
 * is loose on purpose: any path that could reach the admin branch once decoded and compared
 * without case (it holds "admin" or an escape) keeps the whole tree.
 */
export function createRoutesFor(pathname: string): RouteObject[] {
  const routes = createRoutes();
  const mayBeAdmin = /admin|%/i.test(pathname);
  return mayBeAdmin ? routes : routes.filter((route) => route.path !== ADMIN_PATH);
}
