import type { Transaction } from '../../db/client';
import type { FollowedOrderChange } from '../orders/apply-order-followers';
import { cancelOrderJobs } from './cancel-order-jobs';
import { createOrderJobs } from './create-order-jobs';

/**
 * How the production board follows an order change (decision 170), run by change-order inside
 * its transaction: paid → its jobs are made; cancelled → its jobs cancelled (a printing one
 * flagged); a refund by line → as many of that line's pieces cancelled as units refunded.
 */
export async function handleOrderChange(
  tx: Transaction,
  change: FollowedOrderChange,
): Promise<string[]> {
  const { before, after, action, actor } = change;
  if (after.status === 'cancelled' && before.status !== 'cancelled')
    return (await cancelOrderJobs(tx, after.id, { all: true }, actor, 'Order cancelled')).eventIds;
  if (action.type === 'refund_lines' && after.status !== 'cancelled') {
    const lines = action.lines.map((l) => ({ itemId: l.itemId, units: l.quantity }));
    return (await cancelOrderJobs(tx, after.id, { all: false, lines }, actor, 'Line refunded'))
      .eventIds;
  }
  if (
    after.paymentStatus === 'paid' &&
    before.paymentStatus !== 'paid' &&
    after.status !== 'cancelled'
  )
    return (await createOrderJobs(tx, after.id, actor)).eventIds;
  return [];
}
