import type { OrderLineRefundInput } from '#core/orders/order-admin-input';
import { orderSchema } from '#core/orders/order-responses';
import { clientErrorOr } from '../../../lib/use-api-mutation';
import { usePostOrderAction } from './post-order-action';

/** POST /api/admin/orders/:id/line-refunds: whole units back, their stock returned. */
export const useSaveLineRefund = (orderId: string) =>
  usePostOrderAction<OrderLineRefundInput, typeof orderSchema>(
    orderId,
    'line-refunds',
    orderSchema,
    {
      success: () => 'Refund recorded',
      failure: clientErrorOr('Failed to record the refund'),
    },
  );
