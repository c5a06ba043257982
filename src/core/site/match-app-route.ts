import { normalisePagePath } from './page-meta';
/**
 * Every path the web app's router renders a page for (src/web/app/routes.tsx and the features'
 * route lists), as React Router patterns: `:name` is one path segment. The server answers 404
 * for a page path that matches none of them, without importing web code; a test
 * beside the router (src/web/app/routes.test.ts) holds this list to the router's own.
 */
export const APP_ROUTES: readonly string[] = [
  // Site and store
  '/',
  '/products',
  '/about',
  '/contact',
  '/policies/shipping',
  '/policies/refunds',
  '/policies/privacy',
  '/policies/terms',
  '/shop',
  '/shop/:slug',
  '/custom',
  '/checkout',
  '/orders',
  '/orders/quotes',
  '/orders/:orderId',
  '/orders/:orderId/invoice',
  // Accounts
  '/auth',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/confirm',
  '/account',
  // The owner's area
  '/admin',
  '/admin/products',
  '/admin/products/new',
  '/admin/products/:id',
  '/admin/categories',
  '/admin/orders',
  '/admin/orders/:id',
  '/admin/orders/:id/invoice',
  '/admin/orders/:id/packing-slip',
  '/admin/orders/packing-slips',
  '/admin/customers',
  '/admin/customers/:id',
  '/admin/discounts',
  '/admin/shipping',
  '/admin/settings',
  '/admin/inbox',
  '/admin/quotes',
  '/admin/print-materials',
  '/admin/production',
];

/** Percent-decodes each segment as React Router does; an encoded `/` stays inside its segment. */
function decodeSegments(path: string): string[] {
  return path.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment).replaceAll('/', '%2F');
    } catch {
      return segment; // malformed escapes: React Router matches the raw text too
    }
  });
}

const segmentsOf = (path: string): string[] => decodeSegments(normalisePagePath(path));
const PATTERNS = APP_ROUTES.map((route) => route.split('/'));

/**
 * Whether the router renders a page of the app (not its catch-all 404) at `path` (no query
 * string), matched the way React Router matches: case-insensitive, trailing slashes ignored,
 * a `:param` standing for one non-empty segment.
 */
export function isAppRoute(path: string): boolean {
  const segments = segmentsOf(path === '' ? '/' : path);
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => {
        const segment = segments[i] ?? '';
        if (part.startsWith(':')) return segment !== '';
        return part.toLowerCase() === segment.toLowerCase();
      }),
  );
}
