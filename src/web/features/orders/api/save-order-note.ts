import type { OrderNoteInput } from '#core/orders/order-admin-input';
import { orderTimelineSchema } from '#core/orders/order-timeline';
import { clientErrorOr } from '../../../lib/use-api-mutation';
import { usePostOrderAction } from './post-order-action';

/** POST /api/admin/orders/:id/notes: an internal note, never shown to the customer. */
export const useSaveOrderNote = (orderId: string) =>
  usePostOrderAction<OrderNoteInput, typeof orderTimelineSchema>(
    orderId,
    'notes',
    orderTimelineSchema,
    {
      success: () => 'Note added',
      failure: clientErrorOr('Failed to add the note'),
    },
  );
