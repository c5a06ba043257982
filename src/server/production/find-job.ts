import { and, desc, eq, inArray } from 'drizzle-orm';
import type { JobViewData } from '#core/production/production-schemas';
import type { Executor } from '../../db/client';
import { printModels } from '../../db/schema/custom-prints';
import { printers, printJobs, printSpools, printStarts } from '../../db/schema/production';
import { orders } from '../../db/schema/sales';
import { notFound } from '../lib/domain-error';
import { toJobView, type JobRow } from './to-job-view';

/** Job rows as the owner reads them: their order numbers, model names and their printers' spools. */
export async function toJobViews(
  executor: Executor,
  rows: readonly JobRow[],
): Promise<JobViewData[]> {
  if (rows.length === 0) return [];
  const orderIds = [...new Set(rows.flatMap((r) => (r.orderId ? [r.orderId] : [])))];
  const modelIds = [...new Set(rows.flatMap((r) => (r.modelId ? [r.modelId] : [])))];
  const numbers = orderIds.length
    ? await executor
        .select({ id: orders.id, orderNumber: orders.orderNumber })
        .from(orders)
        .where(inArray(orders.id, orderIds))
    : [];
  const models = modelIds.length
    ? await executor
        .select({ id: printModels.id, name: printModels.originalName })
        .from(printModels)
        .where(inArray(printModels.id, modelIds))
    : [];
  const spools = await executor
    .select({ printerId: printSpools.loadedOnPrinterId, gramsLeft: printSpools.gramsLeft })
    .from(printSpools);
  const offline = await executor
    .select({ id: printers.id })
    .from(printers)
    .where(eq(printers.linkState, 'offline'));
  const failedIds = rows.flatMap((r) => (r.flag === 'start_failed' ? [r.id] : []));
  const failures = failedIds.length
    ? await executor
        .select({ jobId: printStarts.jobId, error: printStarts.error })
        .from(printStarts)
        .where(
          and(
            inArray(printStarts.jobId, failedIds),
            inArray(printStarts.state, ['not_started', 'conflict']),
          ),
        )
        .orderBy(desc(printStarts.createdAt))
    : [];
  const offlineIds = new Set(offline.map((p) => p.id));
  const errorOf = new Map<string, string | null>();
  for (const f of failures) if (!errorOf.has(f.jobId)) errorOf.set(f.jobId, f.error);
  const numberOf = new Map(numbers.map((n) => [n.id, n.orderNumber]));
  const modelOf = new Map(models.map((m) => [m.id, m.name]));
  const spoolOf = new Map(spools.map((s) => [s.printerId, s.gramsLeft]));
  const now = new Date();
  return rows.map((row) =>
    toJobView(row, {
      orderNumber: row.orderId ? (numberOf.get(row.orderId) ?? null) : null,
      modelName: row.modelId ? (modelOf.get(row.modelId) ?? null) : null,
      spoolGramsLeft: row.printerId ? (spoolOf.get(row.printerId) ?? null) : null,
      printerOffline: row.printerId !== null && offlineIds.has(row.printerId),
      startError: errorOf.get(row.id) ?? null,
      now,
    }),
  );
}

/** One job as the owner reads it, or 404. */
export async function findJob(executor: Executor, id: string): Promise<JobViewData> {
  const [row] = await executor.select().from(printJobs).where(eq(printJobs.id, id));
  if (!row) throw notFound('Print job not found');
  return (await toJobViews(executor, [row]))[0]!;
}
