import { apiFetch } from '../../../lib/api-client';
import { adminQueries, useApiMutation } from '../../../lib/use-api-mutation';

/** DELETE /api/admin/categories/:id (its products stay, without a category). */
export const useDeleteCategory = () =>
  useApiMutation(
    (id: string) => apiFetch(`/api/admin/categories/${id}`, null, { method: 'DELETE' }),
    {
      success: () => 'Category deleted successfully',
      failure: 'Failed to delete category',
      invalidate: [adminQueries],
    },
  );
