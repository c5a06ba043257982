import { adminProductsQuerySchema } from '#core/lists/admin-list-queries';
import { adminProductsPageSchema } from '#core/lists/list-responses';
import { useAdminList } from '../../../lib/admin/use-admin-list';

/** The owner's paged product list (GET /api/admin/products), its state in the address bar. */
export const useAdminProducts = () =>
  useAdminList(
    'products',
    adminProductsQuerySchema,
    adminProductsPageSchema,
    'Failed to fetch products',
  );
