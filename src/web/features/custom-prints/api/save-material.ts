import { materialResponseSchema } from '#core/custom-prints/custom-print-responses';
import type { MaterialInput } from '#core/custom-prints/print-schemas';
import { apiFetch } from '../../../lib/api-client';
import { apiMessageOr, useApiMutation } from '../../../lib/use-api-mutation';

/** Creates (POST) or, given its id, updates (PUT) a print material. */
export const useSaveMaterial = (onSaved: () => void) =>
  useApiMutation(
    ({ id, input }: { id?: string; input: MaterialInput }) =>
      apiFetch(`/api/admin/custom-prints/materials${id ? `/${id}` : ''}`, materialResponseSchema, {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    {
      success: () => 'Material saved',
      failure: apiMessageOr('Failed to save the material.'),
      invalidate: [['custom-prints']],
      awaitInvalidation: true,
      onSuccess: onSaved,
    },
  );
