import { useQueryClient } from '@tanstack/react-query';
import { adminProductSchema, type AdminProduct } from '#core/catalog/catalog-responses';
import type { ProductInput } from '#core/catalog/product-input';
import { apiFetch } from '../../../lib/api-client';
import { adminQueries, apiMessageOr, useApiMutation } from '../../../lib/use-api-mutation';

type SaveProduct = {
  /** The product being edited; none when creating one. */
  id?: string;
  values: ProductInput;
  /** The stock the form was loaded with: the server refuses the edit if it moved since. */
  expectedStock?: number;
};

/** Creates (POST) or updates (PUT) a product; the saved product fills its own cache entry. */
export function useSaveProduct(onSaved: (saved: AdminProduct) => void) {
  const queryClient = useQueryClient();
  return useApiMutation(
    ({ id, values, expectedStock }: SaveProduct) =>
      !id
        ? apiFetch('/api/admin/products', adminProductSchema, { method: 'POST', body: values })
        : apiFetch(`/api/admin/products/${id}`, adminProductSchema, {
            method: 'PUT',
            body: { ...values, expectedStock },
          }),
    {
      success: ({ id }) => (!id ? 'Product created successfully' : 'Product updated successfully'),
      failure: apiMessageOr('Failed to save product'),
      invalidate: [adminQueries],
      onSuccess: (saved) => {
        queryClient.setQueryData(['admin', 'product', saved.id], saved);
        onSaved(saved);
      },
    },
  );
}
