import { asc, eq } from 'drizzle-orm';
import type { SpoolInput, SpoolViewData } from '#core/production/production-schemas';
import type { Database, Executor } from '../../db/client';
import { printSpools } from '../../db/schema/production';
import { conflict, notFound } from '../lib/domain-error';
import { recordProductionChanged } from './change-job';
import { lockPrinters } from './lock-printers';

type SpoolRow = typeof printSpools.$inferSelect;
type SpoolResult = { spool: SpoolViewData; eventIds: string[] };

export function toSpoolView(row: SpoolRow): SpoolViewData {
  return {
    id: row.id,
    material: row.material,
    colour: row.colour,
    gramsLeft: row.gramsLeft,
    gramsTotal: row.gramsTotal,
    loadedOnPrinterId: row.loadedOnPrinterId,
    createdAt: row.createdAt,
  };
}

export async function listSpools(executor: Executor): Promise<SpoolViewData[]> {
  const rows = await executor
    .select()
    .from(printSpools)
    .orderBy(asc(printSpools.material), asc(printSpools.colour), asc(printSpools.createdAt));
  return rows.map(toSpoolView);
}

export async function createSpool(db: Database, input: SpoolInput): Promise<SpoolResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(printSpools).values(input).returning();
    return { spool: toSpoolView(row!), eventIds: [await recordProductionChanged(tx, [])] };
  });
}

export async function updateSpool(
  db: Database,
  id: string,
  input: SpoolInput,
): Promise<SpoolResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(printSpools)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(printSpools.id, id))
      .returning();
    if (!row) throw notFound('Spool not found');
    return { spool: toSpoolView(row), eventIds: [await recordProductionChanged(tx, [])] };
  });
}

/**
 * Loads a spool on a printer (the one there before comes off) or takes it off (null). Its
 * material and colour must be what the printer has loaded: the printer's own fields say that.
 */
export async function loadSpool(
  db: Database,
  id: string,
  printerId: string | null,
): Promise<SpoolResult> {
  return db.transaction(async (tx) => {
    const locked = await lockPrinters(tx);
    const [spool] = await tx.select().from(printSpools).where(eq(printSpools.id, id)).for('update');
    if (!spool) throw notFound('Spool not found');
    if (printerId) {
      const printer = locked.find((p) => p.id === printerId);
      if (!printer) throw notFound('Printer not found');
      const same =
        printer.material.trim().toLowerCase() === spool.material.trim().toLowerCase() &&
        printer.colour.trim().toLowerCase() === spool.colour.trim().toLowerCase();
      if (!same)
        throw conflict(
          `This spool is ${spool.material} ${spool.colour}; the printer has ${printer.material} ${printer.colour} loaded. Change the printer's filament first.`,
          'spool_mismatch',
        );
      await tx
        .update(printSpools)
        .set({ loadedOnPrinterId: null, updatedAt: new Date() })
        .where(eq(printSpools.loadedOnPrinterId, printerId));
    }
    const [row] = await tx
      .update(printSpools)
      .set({ loadedOnPrinterId: printerId, updatedAt: new Date() })
      .where(eq(printSpools.id, id))
      .returning();
    return { spool: toSpoolView(row!), eventIds: [await recordProductionChanged(tx, [])] };
  });
}
