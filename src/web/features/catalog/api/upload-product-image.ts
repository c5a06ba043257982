import { useIsMutating } from '@tanstack/react-query';
import { useId } from 'react';
import { productImageSchema } from '#core/catalog/catalog-responses';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** Uploads one picture (the server resizes it to WebP) and answers its path. */
async function uploadProductImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { path } = await apiFetch('/api/admin/products/images', productImageSchema, {
    method: 'POST',
    body: form,
  });
  return path;
}

/**
 * One picture's upload, a failure toasted with the file's name. No cache entry changes: the form
 * keeps the paths until the product is saved. `uploading` counts every upload of this uploader
 * still in flight, so a second choice of files while the first still go up keeps it true.
 */
export function useUploadProductImage() {
  const mutationKey = ['catalog', 'product-image', useId()];
  const upload = useApiMutation(uploadProductImage, {
    failure: (error, file: File) =>
      error instanceof ApiError
        ? `${file.name}: ${error.message}`
        : `Failed to upload ${file.name}`,
    invalidate: [],
    mutationKey,
  });
  return { upload, uploading: useIsMutating({ mutationKey }) > 0 };
}
