import { productImageSchema } from '#core/catalog/catalog-responses';
import { apiFetch } from '../../../lib/api-client';

/**
 * Uploads one picture (the server resizes it to WebP) and answers its path. A plain request: the
 * form keeps the paths until the product is saved, so no cache entry changes.
 */
export async function uploadProductImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { path } = await apiFetch('/api/admin/products/images', productImageSchema, {
    method: 'POST',
    body: form,
  });
  return path;
}
