import type { RouteObject } from 'react-router';

/**
 * The in-app shop. /shop is public and prerendered, so it is a route-level lazy the
 * browser loads before its first render; the home page doesn't pay for its code.
 */
export const catalogRoutes: RouteObject[] = [
  {
    path: 'shop',
    lazy: () => import('./pages/shop-page').then((m) => ({ Component: m.default })),
    hydrateFallbackElement: <div className="min-h-dvh" aria-busy="true" />,
  },
  {
    // A product's own page (decision 128), rendered live by the server like /shop.
    path: 'shop/:slug',
    lazy: () => import('./pages/product-page').then((m) => ({ Component: m.default })),
    hydrateFallbackElement: <div className="min-h-dvh" aria-busy="true" />,
  },
];
