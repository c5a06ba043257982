import { EventEmitter } from 'node:events';

/**
 * Domain events the live-update channel forwards. Publishers never care who listens.
 * customerEmail lets the channel deliver order events only to that order's customer.
 */
export type ShopEvent =
  | { type: 'order.created'; orderId: string; orderNumber: string; customerEmail: string; total: string }
  | { type: 'order.updated'; orderId: string; orderNumber: string; customerEmail: string; status: string }
  | { type: 'stock.changed'; productIds: string[] }
  | { type: 'product.changed'; productIds: string[] };

export interface EventBus {
  publish(event: ShopEvent): Promise<void>;
  subscribe(listener: (event: ShopEvent) => void): () => void;
  close(): Promise<void>;
}

/** In-process bus (one API process). Issue 10 adds PostgreSQL LISTEN/NOTIFY across processes. */
export function createLocalEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit('event', event);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
