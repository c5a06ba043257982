import { adminDiscountSchema, type AdminDiscount } from '#core/discounts/discount-responses';
import { apiFetch } from '../../../lib/api-client';
import { adminQueries, clientErrorOr, useApiMutation } from '../../../lib/use-api-mutation';

/** Creates (POST) or, given the code being edited, updates (PUT) a discount code. */
export const useSaveDiscount = (discount: AdminDiscount | undefined, onSaved: () => void) =>
  useApiMutation(
    (body: unknown) =>
      discount
        ? apiFetch(`/api/admin/discounts/${discount.id}`, adminDiscountSchema, {
            method: 'PUT',
            body,
          })
        : apiFetch('/api/admin/discounts', adminDiscountSchema, { method: 'POST', body }),
    {
      success: () =>
        discount ? 'Discount code updated successfully' : 'Discount code created successfully',
      failure: clientErrorOr('Failed to save discount code'),
      invalidate: [adminQueries],
      onSuccess: onSaved,
    },
  );
