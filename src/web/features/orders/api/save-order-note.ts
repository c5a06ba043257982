import type { OrderNoteInput } from '#core/orders/order-admin-input';
import { orderTimelineSchema } from '#core/orders/order-timeline';
import { apiFetch } from '../../../lib/api-client';
import { adminQueries, clientErrorOr, useApiMutation } from '../../../lib/use-api-mutation';

/** POST /api/admin/orders/:id/notes: an internal note, never shown to the customer. */
export const useSaveOrderNote = (orderId: string) =>
  useApiMutation(
    (values: OrderNoteInput) =>
      apiFetch(`/api/admin/orders/${orderId}/notes`, orderTimelineSchema, {
        method: 'POST',
        body: values,
      }),
    {
      success: () => 'Note added',
      failure: clientErrorOr('Failed to add the note'),
      invalidate: [adminQueries],
    },
  );
