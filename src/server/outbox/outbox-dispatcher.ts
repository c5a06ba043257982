import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { retryDelayMs, type RetryPolicy } from '#core/outbox/retry-delay';
import type { ShopSettings } from '#core/settings/shop-settings';
import type { Database } from '../../db/client';
import { outboxEvents } from '../../db/schema/operations';
import { claimDueRows } from '../lib/claim-due-rows';
import type { EventBus } from '../realtime/event-bus';
import type { EventMails, MailOutbox } from '../mail/mailer';
import { readShopSettings, type SettingsEnv } from '../settings/read-shop-settings';
import type { DomainEvent } from '../domain-events/domain-event';
import type { OwnerPush } from '#core/notifications/owner-push';
import { handleEvent, type EventEffects, type HandlerContext } from './handle-event';

export type OutboxDispatcher = {
  /**
   * Dispatches due events (only `ids` when given: a service's own events right after its
   * commit). Answers the effects of the events this call dispatched. Never throws: a failed
   * event is retried later with backoff. Their mails are delivered in the background, or,
   * with `awaitMail` (an admin action whose answer says the mail went), before it answers.
   */
  dispatch(ids?: string[], options?: { awaitMail?: boolean }): Promise<Map<string, EventEffects>>;
  /**
   * Dispatches these events soon, without waiting (a request that answers before its effects,
   * decision 033). Events noted while a run is going are claimed together in the next run, which
   * reads the settings once for all of them: under load, one claim and one settings read serve
   * many orders. Like `dispatch`, never throws; `close` waits for it.
   */
  dispatchSoon(ids: string[]): void;
  /** Resolves once every event noted with `dispatchSoon` so far has had its dispatch attempt. */
  idle(): Promise<void>;
  close(): Promise<void>;
};

/** A claimed event is held this long; a process that dies mid-dispatch frees it after that. */
const LEASE = sql`interval '1 minute'`;
const BATCH = 50;

type Claimed = { id: string; type: string; payload: Record<string, unknown>; attempts: number };

/**
 * The one dispatcher of the transactional outbox. For each claimed batch: every event's mails
 * are written to the mail outbox with its done mark, in one statement (so each mail exists
 * once); then their live events go to the bus and mail delivery is started. Events are claimed with
 * FOR UPDATE SKIP LOCKED and a lease, so several processes share leftovers without doing one
 * twice; a timer (and the start) picks up what a crash or a failure left behind.
 */
export function createOutboxDispatcher(options: {
  db: Database;
  events: EventBus;
  mailer: MailOutbox;
  log: FastifyBaseLogger;
  env: SettingsEnv;
  publicUrl: string;
  imap?: HandlerContext['imap'];
  /** Sends the owner's pushes of dispatched events (decision 176); never throws. */
  push?: (notices: OwnerPush[]) => Promise<unknown>;
  retry: RetryPolicy;
  pollMs: number;
}): OutboxDispatcher {
  const { db, log } = options;
  const running = new Set<Promise<unknown>>();
  let closed = false;

  const claim = (ids?: string[]) =>
    claimDueRows<Claimed>(db, {
      table: 'outbox_events',
      pending: sql`dispatched_at is null`,
      orderBy: sql`created_at`,
      lease: LEASE,
      batch: BATCH,
      returning: sql`id, type, payload, attempts`,
      ids,
    });

  const recordFailure = async (row: Claimed, error: unknown) => {
    const delay = retryDelayMs(row.attempts, options.retry);
    log.error(
      { err: error, eventId: row.id, type: row.type, attempts: row.attempts },
      'outbox: event dispatch failed; will retry',
    );
    await db
      .update(outboxEvents)
      .set({ lastError: String(error), nextAttemptAt: new Date(Date.now() + delay) })
      .where(eq(outboxEvents.id, row.id))
      .catch((e: unknown) =>
        log.error({ err: e, eventId: row.id }, 'outbox: could not record the failure'),
      );
  };

  /**
   * A claimed batch in a fixed number of round trips, however many events it holds (decision
   * 045): the handlers only read (the settings at most once for the batch) and collect their
   * mails; then every handled event's mails and "dispatched" mark are written in ONE statement
   * (for each event both or neither, decision 045), and their live events are published together
   * (the bus sends them in one statement). A handler that throws, or an event that is gone, is
   * retried with its own backoff; the others go on. Never throws.
   */
  const dispatchBatch = async (claimed: readonly Claimed[]): Promise<Map<string, EventEffects>> => {
    const done = new Map<string, EventEffects>();
    let settings: Promise<ShopSettings> | undefined;
    const shared = () => (settings ??= readShopSettings(db, options.env));
    const handled: { row: Claimed; effects: EventEffects; mails: EventMails['mails'] }[] = [];
    for (const row of claimed) {
      const mails: EventMails['mails'] = [];
      try {
        const effects = await handleEvent({ type: row.type, ...row.payload } as DomainEvent, {
          db,
          mailer: {
            send: async (message) => {
              const id = randomUUID();
              mails.push({ id, message });
              return { id, delivered: false };
            },
          },
          settings: shared,
          env: options.env,
          publicUrl: options.publicUrl,
          imap: options.imap,
        });
        handled.push({ row, effects, mails });
      } catch (error) {
        await recordFailure(row, error);
      }
    }
    let marked: Set<string>;
    try {
      marked = await options.mailer.writeEventMails(
        db,
        handled.map(({ row, mails }) => ({ eventId: row.id, mails })),
      );
    } catch (error) {
      for (const { row } of handled) await recordFailure(row, error);
      return done;
    }
    for (const { row, effects } of handled) {
      if (marked.has(row.id)) done.set(row.id, effects);
      else
        await recordFailure(
          row,
          new Error(`outbox event ${row.id} is gone; its mails were not written`),
        );
    }
    // Publishing never throws (the bus logs); a crash right here repeats a live update, never a mail.
    await Promise.all(
      [...done.values()].flatMap((effects) =>
        effects.live.map((live) => options.events.publish(live)),
      ),
    );
    // Pushes go in the background: a slow push service never holds up the next batch.
    const notices = [...done.values()].flatMap((effects) => effects.push ?? []);
    if (notices.length > 0 && options.push) {
      const pushing = options
        .push(notices)
        .catch((error: unknown) => log.warn({ err: error }, 'outbox: owner push failed'));
      running.add(pushing);
      void pushing.finally(() => running.delete(pushing));
    }
    return done;
  };

  const dispatch = async (ids?: string[], { awaitMail = false } = {}) => {
    const done = new Map<string, EventEffects>();
    if (closed || (ids && ids.length === 0)) return done;
    const work = (async () => {
      try {
        for (;;) {
          const claimed = await claim(ids);
          for (const [id, effects] of await dispatchBatch(claimed)) done.set(id, effects);
          if (ids || claimed.length < BATCH) break;
        }
      } catch (error) {
        log.error({ err: error }, 'outbox: dispatch run failed');
      }
      const mailIds = [...done.values()].flatMap((effects) => effects.mailIds);
      if (awaitMail) await options.mailer.deliver(mailIds);
      else if (mailIds.length > 0) void options.mailer.deliverDue();
    })();
    running.add(work);
    await work.finally(() => running.delete(work));
    return done;
  };

  const soon = new Set<string>();
  let draining: Promise<void> | null = null;
  const drain = async () => {
    while (soon.size > 0 && !closed) {
      const ids = [...soon].slice(0, BATCH);
      for (const id of ids) soon.delete(id);
      const work = (async () => {
        let mails = 0;
        try {
          for (const effects of (await dispatchBatch(await claim(ids))).values())
            mails += effects.mailIds.length;
        } catch (error) {
          log.error({ err: error }, 'outbox: dispatch run failed');
        }
        if (mails > 0) void options.mailer.deliverDue();
      })();
      running.add(work);
      await work.finally(() => running.delete(work));
    }
  };
  const startDrain = () => {
    draining = drain().finally(() => {
      draining = null;
      // Ids noted between the loop's last check and this line start the next run.
      if (soon.size > 0 && !closed) startDrain();
    });
  };
  const dispatchSoon = (ids: string[]) => {
    if (closed) return;
    for (const id of ids) soon.add(id);
    if (!draining) startDrain();
  };

  // Leftovers: at start and then every pollMs (events whose dispatch failed or whose process died,
  // mails waiting for their next attempt).
  const sweep = () => {
    void dispatch();
    void options.mailer.deliverDue();
  };
  const timer = setInterval(sweep, options.pollMs);
  timer.unref();
  setImmediate(sweep);

  return {
    dispatch,
    dispatchSoon,
    async idle() {
      while (draining) await draining;
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await Promise.allSettled([...running, draining]);
    },
  };
}
