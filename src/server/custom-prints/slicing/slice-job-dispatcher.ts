import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SlicedFigures } from '#core/custom-prints/sliced-figures';
import { fitsBed } from '#core/custom-prints/slicing/slicer-ini';
import { markBinaryStl } from '#core/custom-prints/slicing/mark-binary-stl';
import type { Database, Executor } from '../../../db/client';
import { printMaterials, printModels, printQuotes } from '../../../db/schema/custom-prints';
import type { AfterCommit } from '../../plugins/after-commit';
import type { FileStorage } from '../../storage/file-storage';
import type { SlicerStatus } from './check-slicer';
import { claimSliceJobs, type ClaimedSliceJob } from './claim-slice-jobs';
import { readSliceSetup } from './read-slicer-profiles';
import { runSlicer, type SlicerLimits } from './slicer-runner';
import { storeSliceResult, type SliceResult } from './store-slice-result';
import { updateStrandedSlices } from './update-stranded-slices';

export type SliceSettings = SlicerLimits & {
  /** Slices running at once in this process. */
  concurrency: number;
  /** A claimed job is held this long (longer than a slice may take); then another process may take it. */
  leaseMs: number;
  pollMs: number;
  /** Claims without an outcome (the process died each time) before the quote goes to review. */
  maxAttempts: number;
};

export type SliceDispatcher = {
  status(): SlicerStatus | null;
  /** Looks for due jobs now (after a quote is queued in this process). Never waits for a slice. */
  kick(): void;
  /** Resolves when nothing is running or due right now (tests). */
  idle(): Promise<void>;
  close(): Promise<void>;
};

const EXTENSIONS = { 'stl-binary': 'stl', 'stl-ascii': 'stl', obj: 'obj', '3mf': '3mf' } as const;

/**
 * Takes slice jobs from the database queue, at most `concurrency` at once, and slices each in the
 * sandboxed runner; outcomes are stored in their own transaction and announced through the
 * outbox. Runs in every server process (with PostgreSQL they share the queue). When the slicer
 * is off it takes nothing, and quotes stay estimates.
 */
export function createSliceDispatcher(options: {
  db: Database;
  storage: FileStorage;
  afterCommit: AfterCommit;
  log: FastifyBaseLogger;
  settings: SliceSettings;
  checking: Promise<SlicerStatus>;
}): SliceDispatcher {
  const { db, log, settings } = options;
  let status: SlicerStatus | null = null;
  let closed = false;
  let claiming = false;
  const running = new Set<Promise<void>>();

  const sliceOne = async (
    job: ClaimedSliceJob,
    slicer: Extract<SlicerStatus, { enabled: true }>,
  ) => {
    const [row] = await db
      .select({ quote: printQuotes, model: printModels, material: printMaterials })
      .from(printQuotes)
      .innerJoin(printModels, eq(printModels.id, printQuotes.modelId))
      .leftJoin(printMaterials, eq(printMaterials.id, printQuotes.materialId))
      .where(eq(printQuotes.id, job.quote_id));
    const ids = { id: job.id, quoteId: job.quote_id };
    if (!row || !row.material) return finish(ids, { kind: 'skip' }, async () => null);
    const density = Number(row.material.densityGPerCm3);
    const setupOf = (tx: Executor) => readSliceSetup(tx, row.quote, density, slicer.version);
    const setup = await setupOf(db);
    const recheck = async (tx: Executor) => (await setupOf(tx)).hash;
    if (job.attempts > settings.maxAttempts)
      return finish(
        ids,
        {
          kind: 'review',
          reason: `Slicing did not finish after ${settings.maxAttempts} attempts (the slicing process stopped each time).`,
          hash: setup.hash,
        },
        recheck,
      );
    const size = [row.model.sizeXMm, row.model.sizeYMm, row.model.sizeZMm] as const;
    if (!fitsBed(size, setup.bed))
      return finish(
        ids,
        {
          kind: 'review',
          reason: `The model (${size.map((d) => d.toFixed(0)).join(' × ')} mm) does not fit the printer's bed (${setup.bed.x} × ${setup.bed.y} × ${setup.bed.z} mm).`,
          hash: setup.hash,
        },
        recheck,
      );
    const file = await options.storage.get(row.model.bucket, row.model.objectName);
    if (!file)
      return finish(
        ids,
        { kind: 'review', reason: 'The model file is missing.', hash: setup.hash },
        recheck,
      );
    const outcome = await runSlicer(
      slicer,
      {
        model: row.model.format === 'stl-binary' ? markBinaryStl(file.body) : file.body,
        extension: EXTENSIONS[row.model.format as keyof typeof EXTENSIONS] ?? 'stl',
        profiles: setup.profiles,
        overrides: setup.overrides,
      },
      settings,
    );
    log.info(
      { quoteId: job.quote_id, ms: outcome.ms, ok: outcome.ok },
      outcome.ok ? 'slicer: quote sliced' : `slicer: ${outcome.reason}`,
    );
    const result: SliceResult = outcome.ok
      ? { kind: 'sliced', figures: toFigures(outcome, density), hash: setup.hash }
      : { kind: 'review', reason: outcome.reason, hash: setup.hash };
    return finish(ids, result, recheck);
  };

  const finish = async (
    job: { id: string; quoteId: string },
    result: SliceResult,
    recheck: Parameters<typeof storeSliceResult>[3],
  ) => {
    const eventId = await storeSliceResult(db, job, result, recheck);
    if (eventId) await options.afterCommit({ eventIds: [eventId] }, { urgency: 'soon' });
  };

  const kick = () => {
    if (closed || claiming || !status?.enabled) return;
    const free = settings.concurrency - running.size;
    if (free <= 0) return;
    const slicer = status;
    claiming = true;
    claimSliceJobs(db, free, settings.leaseMs)
      .then((jobs) => {
        for (const job of jobs) {
          const work = sliceOne(job, slicer)
            .catch((error: unknown) =>
              // The job stays leased; it is tried again when the lease runs out.
              log.error({ err: error, quoteId: job.quote_id }, 'slicer: job failed; will retry'),
            )
            .finally(() => {
              running.delete(work);
              kick();
            });
          running.add(work);
        }
        return jobs.length;
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'slicer: claiming jobs failed');
        return 0;
      })
      .then((claimed) => {
        claiming = false;
        if (claimed === free) kick();
      });
  };

  // Without a slicer, jobs nobody has taken for longer than a slice may take go back to the
  // estimate: with slicers elsewhere in the fleet they would have been claimed long before.
  let sweeping: Promise<void> | null = null;
  const sweepStranded = () => {
    if (closed || sweeping || !status || status.enabled) return sweeping ?? Promise.resolve();
    sweeping = updateStrandedSlices(db, settings.leaseMs)
      .then(async (eventId) => {
        if (eventId) await options.afterCommit({ eventIds: [eventId] }, { urgency: 'soon' });
      })
      .catch((error: unknown) =>
        log.error({ err: error }, 'slicer: releasing stranded jobs failed'),
      )
      .finally(() => {
        sweeping = null;
      });
    return sweeping;
  };

  const ready = options.checking.then(async (found) => {
    status = found;
    if (found.enabled) log.info({ slicer: found }, 'slicer: quotes are sliced in the background');
    else log.warn(`slicer: off. ${found.reason}`);
    kick();
    await sweepStranded();
  });
  const timer = setInterval(() => {
    kick();
    void sweepStranded();
  }, settings.pollMs);
  timer.unref();

  return {
    status: () => status,
    kick,
    async idle() {
      await ready;
      while (running.size > 0 || claiming) {
        await Promise.allSettled([...running]);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await ready;
      await sweeping;
      await Promise.allSettled([...running]);
    },
  };
}

/** Grams from the slicer's volume and the shop's density; support as its share of the filament. */
export function toFigures(
  outcome: {
    summary: { filamentMm: number; filamentCm3: number; printSeconds: number };
    supportMm: number;
    scannedMm: number;
  },
  density: number,
): SlicedFigures {
  const grams = outcome.summary.filamentCm3 * density;
  const supportShare =
    outcome.scannedMm > 0 ? Math.min(1, outcome.supportMm / outcome.scannedMm) : 0;
  return {
    gramsPerUnit: grams * (1 - supportShare),
    supportGramsPerUnit: grams * supportShare,
    printHoursPerUnit: outcome.summary.printSeconds / 3600,
    filamentMmPerUnit: outcome.summary.filamentMm,
  };
}
