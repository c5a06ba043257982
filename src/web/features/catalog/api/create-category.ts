import { categorySchema } from '#core/catalog/catalog-responses';
import { apiFetch } from '../../../lib/api-client';
import { adminQueries, clientErrorOr, useApiMutation } from '../../../lib/use-api-mutation';

/** POST /api/admin/categories. */
export const useCreateCategory = (onCreated: () => void) =>
  useApiMutation(
    (name: string) =>
      apiFetch('/api/admin/categories', categorySchema, { method: 'POST', body: { name } }),
    {
      success: () => 'Category created successfully',
      failure: clientErrorOr('Failed to create category'),
      invalidate: [adminQueries],
      onSuccess: onCreated,
    },
  );
