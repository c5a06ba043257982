import { apiFetch } from '../../../lib/api-client';
import { adminQueries, useApiMutation } from '../../../lib/use-api-mutation';

/** DELETE /api/admin/products/:id. */
export const useDeleteProduct = () =>
  useApiMutation(
    (id: string) => apiFetch(`/api/admin/products/${id}`, null, { method: 'DELETE' }),
    {
      success: () => 'Product deleted successfully',
      failure: 'Failed to delete product',
      invalidate: [adminQueries],
    },
  );
