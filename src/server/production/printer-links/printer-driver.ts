import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { LinkStatus } from '#core/production/printer-links/link-status';
import {
  planLinkUpdate,
  type LinkObservation,
} from '#core/production/printer-links/plan-link-update';
import { shouldWriteStatus } from '#core/production/printer-links/status-throttle';
import type { Database } from '../../../db/client';
import { printStarts } from '../../../db/schema/production';
import type { AfterCommit } from '../../plugins/after-commit';
import { openSecret } from '../../lib/secret-box';
import type { FileStorage } from '../../storage/file-storage';
import type { ProductionChange } from '../change-job';
import { continueStart, dispatchPrint } from './dispatch-print';
import type { AdapterFactory, PrinterAdapter, StatusWatch } from './printer-adapter';
import { readPrinterWork } from './read-printer-work';
import { recordPrinterStatus } from './record-printer-status';
import { settlePrinterJob, type Settlement } from './settle-printer-job';
import { releasePrinterLeases, takePrinterLeases, type HeldPrinter } from './take-printer-leases';

export type PrinterDriverOptions = {
  db: Database;
  storage: FileStorage;
  afterCommit: AfterCommit;
  log: FastifyBaseLogger;
  factory: AdapterFactory;
  /** How often each held printer is asked its status. */
  pollMs: number;
  /** How long a lease lasts unrenewed; renewed every third of it. */
  leaseMs: number;
  /** How long a printer may go unanswered before it is shown offline. */
  staleMs: number;
  /** This process's name in the lease column (tests name their instances). */
  driverId?: string;
};

export type PrinterDriver = {
  readonly driverId: string;
  /** The printers this process drives now. */
  held(): string[];
  /** Runs one round at once (tests; a pushed status). */
  tick(): Promise<void>;
  close(): Promise<void>;
};

type Watcher = {
  printer: HeldPrinter;
  adapter: PrinterAdapter;
  watch: StatusWatch | null;
  /** False at start and after every reconnect, until the printer's history settled the start. */
  caughtUp: boolean;
  lastAnswerAt: number;
  offline: boolean;
  written: { status: LinkStatus; at: number } | null;
  running: Promise<void> | null;
};

/** The most steps one observation may take (catch-up, started, printed…): bounded. */
const MAX_STEPS = 5;

/**
 * Drives the connected printers this process holds the lease of (decision 178): per printer a
 * watcher that polls (or hears, where the printer pushes) its status, writes it throttled,
 * catches up from the printer's history at start and at every reconnect, and applies what
 * core's planLinkUpdate answers. Every change goes through one transaction per step.
 */
export function createPrinterDriver(options: PrinterDriverOptions): PrinterDriver {
  const { db, log } = options;
  const driverId = options.driverId ?? `driver-${randomUUID()}`;
  const watchers = new Map<string, Watcher>();
  let closed = false;
  let leasing: Promise<void> | null = null;

  const committed = async (change: ProductionChange | string[]) => {
    const eventIds = Array.isArray(change) ? change : change.eventIds;
    if (eventIds.length > 0)
      await options.afterCommit(
        { eventIds, stockChanged: Array.isArray(change) ? [] : change.stockChanged },
        { urgency: 'now' },
      );
  };

  async function renewLeases(): Promise<void> {
    const held = await takePrinterLeases(db, driverId, options.leaseMs);
    const ids = new Set(held.map((p) => p.id));
    for (const [id, w] of watchers)
      if (!ids.has(id) || w.printer.baseUrl !== held.find((p) => p.id === id)?.baseUrl) {
        w.watch?.close();
        watchers.delete(id);
      }
    for (const printer of held) {
      const known = watchers.get(printer.id);
      if (known) {
        known.printer = printer;
        continue;
      }
      const apiKey = printer.apiKeySealed
        ? ((await openSecret(db, printer.apiKeySealed)) ?? '')
        : '';
      const adapter = options.factory({ kind: printer.kind, baseUrl: printer.baseUrl, apiKey });
      watchers.set(printer.id, {
        printer,
        adapter,
        watch: null,
        caughtUp: false,
        lastAnswerAt: Date.now(),
        offline: false,
        written: null,
        running: null,
      });
    }
  }

  function startWatch(w: Watcher) {
    if (w.watch) return;
    try {
      w.watch = w.adapter.watch({
        // A push runs the printer's round at once; the poll stays as the floor.
        status: () => void runPrinter(w),
        lost: (reason) => {
          log.warn({ printerId: w.printer.id, reason }, 'printer link: push lost, polling');
          w.watch = null;
          w.caughtUp = false;
        },
      });
    } catch (error) {
      log.warn({ err: error, printerId: w.printer.id }, 'printer link: no push channel');
    }
  }

  async function observe(w: Watcher): Promise<LinkObservation> {
    try {
      const status = await w.adapter.status();
      w.lastAnswerAt = Date.now();
      if (w.offline || w.written === null) w.caughtUp = false; // back: catch up first
      w.offline = false;
      if (shouldWriteStatus(w.written, status, Date.now())) {
        await committed(
          await recordPrinterStatus(db, { driverId, printerId: w.printer.id, status }),
        );
        w.written = { status, at: Date.now() };
      }
      return { kind: 'status', status };
    } catch (error) {
      w.caughtUp = false;
      if (!w.offline && Date.now() - w.lastAnswerAt >= options.staleMs) {
        log.warn({ printerId: w.printer.id, err: error }, 'printer link: offline');
        w.offline = true;
        w.written = null;
        w.watch?.close();
        w.watch = null;
        await committed(
          await recordPrinterStatus(db, { driverId, printerId: w.printer.id, status: null }),
        );
      }
      return { kind: 'unreachable' };
    }
  }

  async function settle(w: Watcher, jobId: string, startId: string, settlement: Settlement) {
    await committed(
      await settlePrinterJob(db, { driverId, printer: w.printer, jobId, startId, settlement }),
    );
  }

  async function step(w: Watcher): Promise<void> {
    let seen = await observe(w);
    if (seen.kind === 'unreachable') return;
    startWatch(w);
    for (let i = 0; i < MAX_STEPS && !closed; i++) {
      const work = await readPrinterWork(db, w.printer.id);
      for (const orphan of work.orphans) await endOrphan(w, orphan, seen);
      const { job, start } = work;
      if (start && !w.caughtUp && seen.kind !== 'run') {
        seen = { kind: 'run', run: await w.adapter.lastRunOf(start.fileName) };
        w.caughtUp = true;
      }
      if (!start) w.caughtUp = true;
      const plan = planLinkUpdate(job, start, seen, work);
      const deps = {
        db,
        storage: options.storage,
        driverId,
        printer: w.printer,
        adapter: w.adapter,
      };
      switch (plan.do) {
        case 'nothing':
        case 'offline':
          return;
        case 'catch_up':
          seen = { kind: 'run', run: await w.adapter.lastRunOf(start!.fileName) };
          continue;
        case 'dispatch': {
          const change = await dispatchPrint(deps, job!.id);
          if (change) await committed(change);
          return;
        }
        case 'resume_start':
          await committed(await continueStart(deps, start!));
          return;
        default:
          await settle(w, job!.id, start!.id, plan);
      }
    }
  }

  /** A live start whose job the owner stopped, cancelled or moved: cancel it there, end it. */
  async function endOrphan(
    w: Watcher,
    orphan: { id: string; state: string; fileName: string },
    seen: LinkObservation,
  ) {
    const printingIt =
      seen.kind === 'status' &&
      seen.status.fileName === orphan.fileName &&
      (seen.status.state === 'printing' || seen.status.state === 'paused');
    if (printingIt) await w.adapter.cancel();
    await db
      .update(printStarts)
      .set({
        state: 'ended',
        error: printingIt ? 'Cancelled at the printer by the shop.' : null,
        updatedAt: new Date(),
      })
      .where(and(eq(printStarts.id, orphan.id), eq(printStarts.state, orphan.state as 'started')));
  }

  function runPrinter(w: Watcher): Promise<void> {
    if (w.running || closed) return w.running ?? Promise.resolve();
    w.running = step(w)
      .catch((error: unknown) =>
        log.error({ err: error, printerId: w.printer.id }, 'printer link: round failed'),
      )
      .finally(() => {
        w.running = null;
      });
    return w.running;
  }

  async function tick(): Promise<void> {
    if (closed) return;
    await Promise.all([...watchers.values()].map(runPrinter));
  }

  const lease = () => {
    if (closed || leasing) return;
    leasing = renewLeases()
      .catch((error: unknown) => log.error({ err: error }, 'printer link: lease failed'))
      .finally(() => {
        leasing = null;
      });
  };
  lease();
  const leaseTimer = setInterval(lease, Math.max(10, Math.floor(options.leaseMs / 3)));
  /**
   * The poll's round spread over its interval: every printer asked at the same instant is one
   * burst of answers, parses and queries on the loop (50 printers held it up 130 ms here).
   */
  const spreadRound = () => {
    const round = [...watchers.values()];
    round.forEach((w, i) => {
      const delay = Math.floor((i * options.pollMs) / round.length);
      setTimeout(() => void runPrinter(w), delay).unref();
    });
  };
  const pollTimer = setInterval(spreadRound, options.pollMs);
  leaseTimer.unref();
  pollTimer.unref();

  return {
    driverId,
    held: () => [...watchers.keys()],
    async tick() {
      lease();
      await leasing;
      await tick();
    },
    async close() {
      closed = true;
      clearInterval(leaseTimer);
      clearInterval(pollTimer);
      await leasing;
      await Promise.all([...watchers.values()].map((w) => w.running));
      for (const w of watchers.values()) w.watch?.close();
      watchers.clear();
      await releasePrinterLeases(db, driverId).catch((error: unknown) =>
        log.error({ err: error }, 'printer link: lease release failed'),
      );
    },
  };
}
