import { adminProductSchema } from '#core/catalog/catalog-responses';
import { useAdminQuery } from '../../../lib/admin/use-admin-query';

/** One product for the owner's form (GET /api/admin/products/:id); off while creating one. */
export const useAdminProduct = (id: string | undefined) =>
  useAdminQuery(
    ['product', id],
    `/api/admin/products/${id}`,
    adminProductSchema,
    'Failed to fetch products',
    Boolean(id),
  );
