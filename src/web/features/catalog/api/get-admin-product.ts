import { adminProductDetailSchema } from '#core/catalog/catalog-responses';
import { useAdminQuery } from '../../../lib/admin/use-admin-query';

/** One product with its options and variants for the owner's form (GET /api/admin/products/:id); off while creating one. */
export const useAdminProduct = (id: string | undefined) =>
  useAdminQuery(
    ['product', id],
    `/api/admin/products/${id}`,
    adminProductDetailSchema,
    'Failed to fetch products',
    Boolean(id),
  );
