import { describe, expect, it } from 'vitest';
import type { ShopEvent } from '#core/realtime/realtime-protocol';
import type { EventEffects } from '../outbox/handle-event';
import { createAfterCommit } from './after-commit';

/** A dispatcher, a bus and counters that write down what they were asked. */
function fakes() {
  const calls: string[] = [];
  const hints: ShopEvent[] = [];
  let orders = 0;
  const effects = new Map<string, EventEffects>([['e1', { live: [], mailIds: ['m1'] }]]);
  const afterCommit = createAfterCommit({
    outbox: {
      dispatch: async (ids, options) => {
        calls.push(`dispatch ${ids?.join(',')} awaitMail=${options?.awaitMail ?? false}`);
        return effects;
      },
      dispatchSoon: (ids) => void calls.push(`soon ${ids.join(',')}`),
    },
    events: { hint: (event) => void hints.push(event) },
    metrics: { orderPlaced: () => void orders++ },
  });
  return { afterCommit, calls, hints, effects, orders: () => orders };
}

describe('afterCommit (the one path after a commit)', () => {
  it('soon: hands the events to the next dispatch run and answers without their effects', async () => {
    const f = fakes();
    const done = await f.afterCommit({ eventIds: ['e1'] }, { urgency: 'soon' });
    expect(f.calls).toEqual(['soon e1']);
    expect(done.size).toBe(0);
  });

  it('now: dispatches before answering, mail in the background', async () => {
    const f = fakes();
    const done = await f.afterCommit({ eventIds: ['e1', 'e2'] }, { urgency: 'now' });
    expect(f.calls).toEqual(['dispatch e1,e2 awaitMail=false']);
    expect(done).toBe(f.effects);
  });

  it('with-mail: dispatches and waits for the mail', async () => {
    const f = fakes();
    const done = await f.afterCommit({ eventIds: ['e1'] }, { urgency: 'with-mail' });
    expect(f.calls).toEqual(['dispatch e1 awaitMail=true']);
    expect(done).toBe(f.effects);
  });

  it("counts placed orders and hints this process's caches of the stock it changed", async () => {
    const f = fakes();
    await f.afterCommit(
      { eventIds: ['e1'], stockChanged: ['p1', 'p2'], ordersPlaced: 1 },
      { urgency: 'soon' },
    );
    expect(f.orders()).toBe(1);
    expect(f.hints).toEqual([{ type: 'stock.changed', productIds: ['p1', 'p2'] }]);
  });

  it('neither counts nor hints what a change did not do (a replayed order, a catalog edit)', async () => {
    const f = fakes();
    await f.afterCommit({ eventIds: [], stockChanged: [], ordersPlaced: 0 }, { urgency: 'soon' });
    await f.afterCommit({ eventIds: ['e1'] }, { urgency: 'now' });
    expect(f.orders()).toBe(0);
    expect(f.hints).toEqual([]);
  });
});
