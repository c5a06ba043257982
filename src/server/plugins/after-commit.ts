import type { FastifyInstance } from 'fastify';
import type { EventEffects } from '../outbox/handle-event';
import type { OutboxDispatcher } from '../outbox/outbox-dispatcher';
import type { EventBus } from '../realtime/event-bus';

/** What a service's committed transaction changed, as the service answers it. */
export type CommittedChanges = {
  /** The outbox events it recorded in its transaction. */
  readonly eventIds: readonly string[];
  /** Products whose stock it changed: this process's caches hear of it before the next request. */
  readonly stockChanged?: readonly string[];
  /** Orders it placed (shop_orders_placed_total; a replayed order places none). */
  readonly ordersPlaced?: number;
};

/**
 * How long the answer waits for the effects:
 * - `soon`: not at all (an order, decision 033); the dispatcher takes the events in its next run.
 * - `now`: the events are dispatched (live updates published) before the answer; mail goes later.
 * - `with-mail`: as `now`, and the first delivery attempt of their mails is made before the
 *   answer (an admin action whose answer says the mail went).
 */
export type Urgency = 'soon' | 'now' | 'with-mail';

/**
 * The one path after a commit: every route hands its service's changes here. Answers the
 * effects of the events it dispatched (none with `soon`). Never throws for a failed event: the
 * dispatcher retries it.
 */
export type AfterCommit = (
  changes: CommittedChanges,
  options: { urgency: Urgency },
) => Promise<Map<string, EventEffects>>;

export function createAfterCommit(parts: {
  outbox: Pick<OutboxDispatcher, 'dispatch' | 'dispatchSoon'>;
  events: Pick<EventBus, 'hint'>;
  metrics: { orderPlaced(): void };
}): AfterCommit {
  const { outbox, events, metrics } = parts;
  return async ({ eventIds, stockChanged = [], ordersPlaced = 0 }, { urgency }) => {
    for (let i = 0; i < ordersPlaced; i++) metrics.orderPlaced();
    // This process's product lists show the new stock in the very next request.
    if (stockChanged.length > 0)
      events.hint({ type: 'stock.changed', productIds: [...stockChanged] });
    if (urgency === 'soon') {
      outbox.dispatchSoon([...eventIds]);
      return new Map();
    }
    return outbox.dispatch([...eventIds], { awaitMail: urgency === 'with-mail' });
  };
}

/** Decorates `app.afterCommit` (after the outbox, the event bus and the metrics exist). */
export function registerAfterCommit(app: FastifyInstance): void {
  app.decorate(
    'afterCommit',
    createAfterCommit({ outbox: app.outbox, events: app.events, metrics: app.metrics }),
  );
}
