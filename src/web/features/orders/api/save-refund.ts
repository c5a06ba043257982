import type { OrderRefundInput } from '#core/orders/order-admin-input';
import { orderSchema } from '#core/orders/order-responses';
import { clientErrorOr } from '../../../lib/use-api-mutation';
import { usePostOrderAction } from './post-order-action';

/** POST /api/admin/orders/:id/refunds: at most what was paid less earlier refunds. */
export const useSaveRefund = (orderId: string) =>
  usePostOrderAction<OrderRefundInput, typeof orderSchema>(orderId, 'refunds', orderSchema, {
    success: () => 'Refund recorded',
    failure: clientErrorOr('Failed to record the refund'),
  });
