import { categorySchema } from '#core/catalog/catalog-responses';
import { apiFetch } from '../../../lib/api-client';
import { adminQueries, clientErrorOr, useApiMutation } from '../../../lib/use-api-mutation';

/** PUT /api/admin/categories/:id with the new name. */
export const useRenameCategory = (onRenamed: () => void) =>
  useApiMutation(
    (category: { id: string; name: string }) =>
      apiFetch(`/api/admin/categories/${category.id}`, categorySchema, {
        method: 'PUT',
        body: { name: category.name },
      }),
    {
      success: () => 'Category renamed successfully',
      failure: clientErrorOr('Failed to rename category'),
      invalidate: [adminQueries],
      onSuccess: onRenamed,
    },
  );
