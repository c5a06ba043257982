import {
  catalogImportResultSchema,
  type CatalogImportResult,
} from '#core/catalog/csv/catalog-csv-schemas';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { adminQueries, clientErrorOr, useApiMutation } from '../../../lib/use-api-mutation';

/**
 * Sends a Shopify product CSV: a dry run answers the plan; the import writes it, all or nothing.
 * A plan with errors comes back as 422 with the same body, which the dialog shows row by row.
 */
export async function importCatalogCsv(file: File, dryRun: boolean): Promise<CatalogImportResult> {
  const form = new FormData();
  form.append('file', file);
  try {
    return await apiFetch(
      `/api/admin/catalog/import${dryRun ? '?dryRun=1' : ''}`,
      catalogImportResultSchema,
      { method: 'POST', body: form },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 422)
      return catalogImportResultSchema.parse(error.body);
    throw error;
  }
}

export function useImportCatalogCsv(onDone: (result: CatalogImportResult) => void) {
  return useApiMutation(
    ({ file, dryRun }: { file: File; dryRun: boolean }) => importCatalogCsv(file, dryRun),
    {
      failure: clientErrorOr('Failed to read the file'),
      invalidate: [adminQueries],
      onSuccess: onDone,
    },
  );
}
