import { adminProductDetailSchema } from '#core/catalog/catalog-responses';
import { adminProductsPageSchema } from '#core/lists/list-responses';
import { jobViewSchema, type RestockJobInput } from '#core/production/production-schemas';
import { apiFetch } from '../../../lib/api-client';
import { useAdminQuery } from '../../../lib/admin/use-admin-query';
import { adminQueries, clientErrorOr, useApiMutation } from '../../../lib/use-api-mutation';

/** The products to restock from, by name (the first hundred: a restock names one of them). */
export const useRestockProducts = (enabled: boolean) =>
  useAdminQuery(
    ['production', 'restock-products'],
    '/api/admin/products?pageSize=100&sort=name&dir=asc',
    adminProductsPageSchema,
    'Failed to fetch products',
    enabled,
  );

/** One product's variants, to choose the one to print. */
export const useRestockProduct = (productId: string) =>
  useAdminQuery(
    ['production', 'restock-product', productId],
    `/api/admin/products/${productId}`,
    adminProductDetailSchema,
    'Failed to fetch the product',
    Boolean(productId),
  );

/** A restock job: pieces of a tracked variant to print for stock (POST …/production/jobs). */
export const useCreateRestockJob = (onCreated: () => void) =>
  useApiMutation(
    (body: RestockJobInput) =>
      apiFetch('/api/admin/production/jobs', jobViewSchema, { method: 'POST', body }),
    {
      success: (_body, job) => `${job.title}: restock job queued`,
      failure: clientErrorOr('Failed to add the restock job'),
      invalidate: [adminQueries],
      onSuccess: onCreated,
    },
  );
