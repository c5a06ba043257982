import type { Database } from '../../db/client';
import type { OrderStatus } from '#core/orders/order-lifecycle';
import type { BulkOrderStatusResult } from '#core/orders/order-responses';
import { DomainError } from '../lib/domain-error';
import { changeOrder, type ChangeExtra, type OrderActor } from './change-order';
import type { CommittedChanges } from '../plugins/after-commit';

/**
 * Several orders to one status: `changeOrder` for each, one after another, each in its own
 * transaction with the checks and effects of a single change (decision 127), so one refused
 * order leaves the others changed. A refusal (a domain error) is that order's result; anything
 * else stops the run and is thrown, after `committed` has been told of every change before it.
 */
export async function changeOrderStatuses(
  db: Database,
  input: { orderIds: readonly string[]; status: OrderStatus },
  actor: OrderActor,
  extra: Pick<ChangeExtra, 'refund' | 'closePayment'>,
  committed: (changes: CommittedChanges) => Promise<unknown>,
): Promise<BulkOrderStatusResult> {
  const results: BulkOrderStatusResult['results'] = [];
  for (const orderId of input.orderIds) {
    try {
      const changed = await changeOrder(
        db,
        orderId,
        { type: 'set_status', status: input.status },
        actor,
        extra,
      );
      await committed(changed);
      results.push({ orderId, ok: true, order: changed.order });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      results.push({ orderId, ok: false, error: error.code, message: error.message });
    }
  }
  return { results };
}
