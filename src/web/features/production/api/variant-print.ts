import {
  variantPrintViewSchema,
  type VariantPrintInput,
} from '#core/production/production-schemas';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { useAdminQuery } from '../../../lib/admin/use-admin-query';
import { adminQueries, clientErrorOr, useApiMutation } from '../../../lib/use-api-mutation';

const path = (variantId: string) => `/api/admin/production/variants/${variantId}/print`;

/** A variant's print settings (GET …/production/variants/:id/print). */
export const useVariantPrint = (variantId: string) =>
  useAdminQuery(
    ['production', 'variant-print', variantId],
    path(variantId),
    variantPrintViewSchema,
    'Failed to fetch the print settings',
  );

/** Saves whether a variant is printed to order, and with what (PUT …/variants/:id/print). */
export const useSaveVariantPrint = (variantId: string, title: string, onSaved: () => void) =>
  useApiMutation(
    (body: VariantPrintInput) =>
      apiFetch(path(variantId), variantPrintViewSchema, { method: 'PUT', body }),
    {
      success: (body) =>
        body.printedToOrder ? `${title}: printed to order` : `${title}: not printed to order`,
      failure: clientErrorOr('Failed to save the print settings'),
      invalidate: [adminQueries],
      onSuccess: onSaved,
    },
  );

/**
 * Uploads a variant's model (POST …/variants/:id/model, field "file"), measured and checked as a
 * custom-print upload is; the answer is the variant's print settings with the model attached.
 */
export const useUploadVariantModel = (variantId: string) =>
  useApiMutation(
    (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiFetch(`/api/admin/production/variants/${variantId}/model`, variantPrintViewSchema, {
        method: 'POST',
        body: form,
      });
    },
    {
      success: (file) => `${file.name} attached`,
      failure: (error, file) =>
        error instanceof ApiError && error.status < 500
          ? `${file.name}: ${error.message}`
          : `Failed to upload ${file.name}`,
      invalidate: [adminQueries],
    },
  );
