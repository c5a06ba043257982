import { adminShippingRateSchema, type AdminShippingRate } from '#core/shipping/shipping-responses';
import { apiFetch } from '../../../lib/api-client';
import { adminQueries, clientErrorOr, useApiMutation } from '../../../lib/use-api-mutation';

/** Creates (POST) or, given the rate being edited, updates (PUT) a shipping rate. */
export const useSaveShippingRate = <V>(rate: AdminShippingRate | undefined, onSaved: () => void) =>
  useApiMutation(
    (body: V) =>
      rate
        ? apiFetch(`/api/admin/shipping-rates/${rate.id}`, adminShippingRateSchema, {
            method: 'PUT',
            body,
          })
        : apiFetch('/api/admin/shipping-rates', adminShippingRateSchema, { method: 'POST', body }),
    {
      success: () =>
        rate ? 'Shipping rate updated successfully' : 'Shipping rate created successfully',
      failure: clientErrorOr('Failed to save shipping rate'),
      invalidate: [adminQueries],
      onSuccess: onSaved,
    },
  );
