import { EventEmitter } from 'node:events';
import type { ShopEvent } from '#core/realtime/realtime-protocol';

// The event shapes live in core: the browser reads the same types from the live channel.
export type { ShopEvent };

export interface EventBus {
  /** Never throws: a lost live update must not fail the order or edit that caused it. */
  publish(event: ShopEvent): Promise<void>;
  /**
   * A hint for this process's caches only (listeners subscribed with `{ hints: true }`), at
   * once, never to other processes nor to sockets: the outbox publishes the same change to
   * everyone moments later (decision 033). Never throws.
   */
  hint(event: ShopEvent): void;
  subscribe(listener: (event: ShopEvent) => void, options?: { hints?: boolean }): () => void;
  /**
   * Called after the bus lost its connection and got it back: events may have been missed, so
   * whoever shows data should refetch it. Only buses that can lose a connection call it.
   */
  onResync?(listener: () => void): () => void;
  close(): Promise<void>;
}

const sharedEmitters = new WeakMap<object, EventEmitter>();

/**
 * In-process bus. Buses made with the same `scope` (e.g. one embedded database) share their
 * events, as two apps in one process on one database should; close() removes only its own.
 */
export function createLocalEventBus(scope: object = {}): EventBus {
  let emitter = sharedEmitters.get(scope);
  if (!emitter) {
    emitter = new EventEmitter();
    emitter.setMaxListeners(0);
    sharedEmitters.set(scope, emitter);
  }
  const shared = emitter;
  const own = new Set<(event: ShopEvent) => void>();
  // This app's own: a hint is for the caches of the app that made the change.
  const hints = new EventEmitter();
  hints.setMaxListeners(0);
  return {
    async publish(event) {
      shared.emit('event', event);
    },
    hint(event) {
      hints.emit('hint', event);
    },
    subscribe(listener, options) {
      own.add(listener);
      shared.on('event', listener);
      if (options?.hints) hints.on('hint', listener);
      return () => {
        own.delete(listener);
        shared.off('event', listener);
        hints.off('hint', listener);
      };
    },
    async close() {
      for (const listener of own) {
        shared.off('event', listener);
        hints.off('hint', listener);
      }
      own.clear();
    },
  };
}
