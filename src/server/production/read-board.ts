import { and, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ACTIVE_JOB_STATES } from '#core/production/job-machine';
import { lowFilament } from '#core/production/order-production';
import {
  BOARD_JOB_CAP,
  type BoardData,
  type BoardQuery,
} from '#core/production/production-schemas';
import type { Executor } from '../../db/client';
import { printModels } from '../../db/schema/custom-prints';
import { printJobs } from '../../db/schema/production';
import { orders } from '../../db/schema/sales';
import { listSpools } from './edit-spools';
import { listPrinters } from './lock-printers';
import { toPrinterView } from './printer-view';
import { toJobView } from './to-job-view';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The production board: every printer, every open job (queued to printed) in queue order (due
 * first, no due date last, then the owner's position), the finished ones of the last days, the
 * spools and the filament running low. Capped at BOARD_JOB_CAP jobs (`truncated` says so).
 */
export async function readBoard(executor: Executor, query: BoardQuery = {}): Promise<BoardData> {
  const now = new Date();
  const doneSince = new Date(now.getTime() - (query.doneDays ?? 7) * DAY_MS);
  const open = ['queued', ...ACTIVE_JOB_STATES] as const;
  const filters: SQL[] = [
    or(
      inArray(printJobs.state, [...open]),
      and(inArray(printJobs.state, ['good', 'cancelled']), gt(printJobs.updatedAt, doneSince)),
    )!,
  ];
  if (query.state) filters.push(eq(printJobs.state, query.state));
  if (query.printerId) filters.push(eq(printJobs.printerId, query.printerId));
  const [printers, spools, rows] = [
    await listPrinters(executor),
    await listSpools(executor),
    await executor
      .select({
        job: printJobs,
        orderNumber: orders.orderNumber,
        modelName: printModels.originalName,
      })
      .from(printJobs)
      .leftJoin(orders, eq(orders.id, printJobs.orderId))
      .leftJoin(printModels, eq(printModels.id, printJobs.modelId))
      .where(and(...filters))
      .orderBy(
        sql`${printJobs.dueAt} asc nulls last`,
        printJobs.position,
        printJobs.createdAt,
        printJobs.id,
      )
      .limit(BOARD_JOB_CAP + 1),
  ];
  const gramsOn = new Map(printers.map((p) => [p.id, p.spool?.gramsLeft ?? null]));
  return {
    printers: printers.map(toPrinterView),
    jobs: rows.slice(0, BOARD_JOB_CAP).map(({ job, orderNumber, modelName }) =>
      toJobView(job, {
        orderNumber,
        modelName,
        spoolGramsLeft: job.printerId ? (gramsOn.get(job.printerId) ?? null) : null,
        now,
      }),
    ),
    spools,
    lowFilament: lowFilament(spools),
    truncated: rows.length > BOARD_JOB_CAP,
  };
}
