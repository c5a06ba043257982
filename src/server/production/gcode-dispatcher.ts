import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { markBinaryStl } from '#core/custom-prints/slicing/mark-binary-stl';
import { ACTIVE_JOB_STATES } from '#core/production/job-machine';
import { printerProfileLines } from '#core/production/printer-profile';
import type { Database } from '../../db/client';
import { printMaterials, printModels, printQuotes } from '../../db/schema/custom-prints';
import { printers, printJobs } from '../../db/schema/production';
import { queryRows } from '../../db/query-rows';
import type { AfterCommit } from '../plugins/after-commit';
import type { FileStorage } from '../storage/file-storage';
import { MODELS_BUCKET } from '../custom-prints/model-view';
import type { SliceDispatcher, SliceSettings } from '../custom-prints/slicing/slice-job-dispatcher';
import { readSliceSetup } from '../custom-prints/slicing/read-slicer-profiles';
import { BED_TOO_SMALL, runSlicer } from '../custom-prints/slicing/slicer-runner';
import { recordProductionChanged } from './change-job';

export type GcodeDispatcher = {
  kick(): void;
  /** Resolves when nothing is running or due right now (tests). */
  idle(): Promise<void>;
  close(): Promise<void>;
};

const EXTENSIONS = { 'stl-binary': 'stl', 'stl-ascii': 'stl', obj: 'obj', '3mf': '3mf' } as const;

/** Where a job's G-code is kept: beside the models, as private as they are. */
export const GCODE_BUCKET = MODELS_BUCKET;

type Claimed = { id: string; printer_id: string };

/** A plate's pieces may fit the bed one by one and not together: the owner is told which. */
const describeSliceFailure = (reason: string, pieces: number) =>
  pieces > 1 && reason === BED_TOO_SMALL
    ? `The ${pieces} pieces of this plate do not fit the printer’s bed together.`
    : reason;

/**
 * Slices assigned jobs' models for their printer (decision 169): the quotes' slicer, its sandbox
 * and limits (`runSlicer`), the shop's printer profile with the assigned printer's bed and nozzle
 * on top, the job's material and quality. Jobs are claimed from `print_jobs` like the quotes'
 * queue (`for update skip locked`, a lease), at most the slicer's concurrency at once, so any
 * process may take any job. The G-code goes into shop storage; without a slicer, jobs are marked
 * `off` and stay assignable.
 */
export function createGcodeDispatcher(options: {
  db: Database;
  storage: FileStorage;
  afterCommit: AfterCommit;
  log: FastifyBaseLogger;
  slicer: Pick<SliceDispatcher, 'status'>;
  settings: SliceSettings;
}): GcodeDispatcher {
  const { db, log, settings } = options;
  const running = new Set<Promise<void>>();
  let closed = false;
  let claiming: Promise<void> | null = null;

  const claim = (n: number) =>
    queryRows<Claimed>(
      db,
      sql`update print_jobs set gcode_claimed_until = now() + make_interval(secs => ${settings.leaseMs / 1000})
           where id in (select id from print_jobs
                         where gcode_status = 'queued' and state in ('assigned', 'printing', 'printed')
                           and (gcode_claimed_until is null or gcode_claimed_until < now())
                         order by updated_at limit ${n} for update skip locked)
       returning id, printer_id`,
    );

  const markOff = async (reason: string) => {
    const rows = await db
      .update(printJobs)
      .set({ gcodeStatus: 'off', gcodeError: reason })
      .where(eq(printJobs.gcodeStatus, 'queued'))
      .returning({ id: printJobs.id });
    if (rows.length === 0) return;
    const eventId = await db.transaction((tx) =>
      recordProductionChanged(
        tx,
        rows.map((r) => r.id),
      ),
    );
    await options.afterCommit({ eventIds: [eventId] }, { urgency: 'soon' });
  };

  const sliceOne = async (job: Claimed) => {
    const status = options.slicer.status();
    if (!status?.enabled) return;
    const [row] = await db
      .select({ job: printJobs, printer: printers, model: printModels, quote: printQuotes })
      .from(printJobs)
      .innerJoin(printers, eq(printers.id, printJobs.printerId))
      .leftJoin(printModels, eq(printModels.id, printJobs.modelId))
      .leftJoin(printQuotes, eq(printQuotes.id, printJobs.quoteId))
      .where(eq(printJobs.id, job.id));
    if (!row) return;
    const done = async (values: Partial<typeof printJobs.$inferInsert>) => {
      const eventId = await db.transaction(async (tx) => {
        // Only if the job is still on the printer it was sliced for.
        const [kept] = await tx
          .update(printJobs)
          .set({ ...values, gcodeClaimedUntil: null })
          .where(
            and(
              eq(printJobs.id, job.id),
              eq(printJobs.printerId, job.printer_id),
              eq(printJobs.gcodeStatus, 'queued'),
              inArray(printJobs.state, [...ACTIVE_JOB_STATES]),
            ),
          )
          .returning({ id: printJobs.id });
        return kept ? recordProductionChanged(tx, [job.id]) : null;
      });
      if (eventId) await options.afterCommit({ eventIds: [eventId] }, { urgency: 'soon' });
      return eventId !== null;
    };
    if (!row.model)
      return void (await done({
        gcodeStatus: 'failed',
        gcodeError: 'This job has no model file to slice.',
      }));
    const file = await options.storage.get(row.model.bucket, row.model.objectName);
    if (!file)
      return void (await done({ gcodeStatus: 'failed', gcodeError: 'The model file is missing.' }));
    const [material] = row.quote?.materialId
      ? await db.select().from(printMaterials).where(eq(printMaterials.id, row.quote.materialId))
      : [];
    const setup = await readSliceSetup(
      db,
      {
        materialId: row.quote?.materialId ?? null,
        quality: row.job.quality,
        infillPercent: row.quote?.infillPercent ?? 20,
      },
      Number(material?.densityGPerCm3 ?? 1.24),
      status.version,
    );
    const outcome = await runSlicer(
      status,
      {
        model: row.model.format === 'stl-binary' ? markBinaryStl(file.body) : file.body,
        extension: EXTENSIONS[row.model.format as keyof typeof EXTENSIONS] ?? 'stl',
        profiles: setup.profiles,
        // The assigned printer's bed and nozzle win over the shop's printer profile.
        overrides: `${printerProfileLines(row.printer).join('\n')}\n${setup.overrides}`,
        keepGcode: true,
        // A plate of merged pieces prints them all at once; the slice is the whole plate.
        copies: row.job.pieces,
      },
      settings,
    );
    log.info({ jobId: job.id, ms: outcome.ms, ok: outcome.ok }, 'production: G-code sliced');
    if (!outcome.ok || !outcome.gcode)
      return void (await done({
        gcodeStatus: 'failed',
        gcodeError: outcome.ok
          ? 'The slicer wrote no G-code.'
          : describeSliceFailure(outcome.reason, row.job.pieces),
      }));
    const objectName = `gcode-${randomUUID()}.gcode`;
    await options.storage.put(GCODE_BUCKET, objectName, outcome.gcode, {
      contentType: 'application/octet-stream',
      metadata: { jobId: job.id, printerId: job.printer_id },
    });
    const density = Number(material?.densityGPerCm3 ?? 1.24);
    const grams = Math.ceil((outcome.summary.filamentCm3 * density) / row.job.pieces);
    const kept = await done({
      gcodeStatus: 'ready',
      gcodeRef: objectName,
      gcodePrinterId: job.printer_id,
      gcodeError: null,
      // The slice knows better than the quote's estimate.
      gramsPerPiece: grams,
      printSeconds: Math.round(outcome.summary.printSeconds),
    });
    if (!kept) await options.storage.remove(GCODE_BUCKET, [objectName]).catch(() => undefined);
  };

  const kick = () => {
    if (closed || claiming) return;
    const status = options.slicer.status();
    if (!status) return;
    if (!status.enabled) {
      claiming = markOff(`Slicing is off on this server: ${status.reason}`)
        .catch((error: unknown) =>
          log.error({ err: error }, 'production: marking G-code off failed'),
        )
        .finally(() => {
          claiming = null;
        });
      return;
    }
    const free = settings.concurrency - running.size;
    if (free <= 0) return;
    claiming = claim(free)
      .then((jobs) => {
        for (const job of jobs) {
          const work = sliceOne(job)
            .catch((error: unknown) =>
              log.error(
                { err: error, jobId: job.id },
                'production: G-code slice failed; will retry',
              ),
            )
            .finally(() => {
              running.delete(work);
              kick();
            });
          running.add(work);
        }
      })
      .catch((error: unknown) =>
        log.error({ err: error }, 'production: claiming G-code jobs failed'),
      )
      .finally(() => {
        claiming = null;
      });
  };

  const timer = setInterval(kick, settings.pollMs);
  timer.unref();

  return {
    kick,
    async idle() {
      kick();
      while (running.size > 0 || claiming) {
        await claiming;
        await Promise.allSettled([...running]);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await claiming;
      await Promise.allSettled([...running]);
    },
  };
}
