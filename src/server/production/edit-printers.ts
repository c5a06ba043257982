import { eq } from 'drizzle-orm';
import type { PrinterInput, PrinterViewData } from '#core/production/production-schemas';
import type { Database } from '../../db/client';
import { printers } from '../../db/schema/production';
import { conflict, notFound } from '../lib/domain-error';
import { sealSecret } from '../lib/secret-box';
import { assignFreePrinters } from './assign-free-printers';
import { recordProductionChanged, type ProductionChange } from './change-job';
import { lockPrinters } from './lock-printers';
import { toPrinterView } from './printer-view';

type PrinterResult = { printer: PrinterViewData } & ProductionChange;

/** A connected printer's address and key; a manual one keeps neither. */
async function linkColumns(db: Database, input: PrinterInput, creating: boolean) {
  if (input.kind === 'manual')
    return { baseUrl: null, apiKeySealed: null, linkState: 'none' as const, linkStatus: null };
  // Sealed before the transaction: the sealing key is read (or made) on its own connection.
  const key = input.apiKey ? await sealSecret(db, input.apiKey) : undefined;
  return {
    baseUrl: input.baseUrl!.replace(/\/+$/, ''),
    ...(key !== undefined ? { apiKeySealed: key } : creating ? { apiKeySealed: null } : {}),
  };
}

const columns = (input: PrinterInput) => ({
  name: input.name,
  kind: input.kind,
  bedXMm: input.bedXMm,
  bedYMm: input.bedYMm,
  bedZMm: input.bedZMm,
  nozzleUm: Math.round(input.nozzleMm * 1000),
  material: input.material,
  colour: input.colour,
  active: input.active,
});

/**
 * Adds a printer (its bed cleared) or edits one (what is loaded now, its bed, archived or not),
 * then assigns what the change made possible, in one transaction with every printer locked.
 */
async function savePrinter(
  db: Database,
  id: string | null,
  input: PrinterInput,
): Promise<PrinterResult> {
  const link = await linkColumns(db, input, id === null);
  return db.transaction(async (tx) => {
    if (id) {
      const locked = await lockPrinters(tx);
      const current = locked.find((p) => p.id === id);
      if (!current) throw notFound('Printer not found');
      // Loaded with another filament or archived while a job is on it: the job would not fit.
      const reloaded =
        current.row.material.trim().toLowerCase() !== input.material.trim().toLowerCase() ||
        current.row.colour.trim().toLowerCase() !== input.colour.trim().toLowerCase();
      const relinked = current.row.kind !== input.kind;
      if (current.currentJobId && (reloaded || relinked || !input.active))
        throw conflict(
          'This printer has a job on it: finish, unassign or cancel it before changing its filament, its kind or archiving it.',
          'printer_busy',
        );
      const [row] = await tx
        .update(printers)
        .set({
          ...columns(input),
          ...link,
          // A printer turned connected is offline until its driver hears from it.
          ...(relinked && input.kind !== 'manual' ? { linkState: 'offline' as const } : {}),
          updatedAt: new Date(),
        })
        .where(eq(printers.id, id))
        .returning();
      Object.assign(current, {
        row: row!,
        active: row!.active,
        material: row!.material,
        colour: row!.colour,
        bed: { x: row!.bedXMm, y: row!.bedYMm, z: row!.bedZMm },
      });
      const assigned = await assignFreePrinters(tx, locked);
      const eventIds = [await recordProductionChanged(tx, assigned)];
      return { printer: toPrinterView(current), eventIds, stockChanged: [], assigned };
    }
    const [row] = await tx
      .insert(printers)
      .values({
        ...columns(input),
        ...link,
        ...(input.kind !== 'manual' ? { linkState: 'offline' as const } : {}),
      })
      .returning();
    const all = await lockPrinters(tx);
    const assigned = await assignFreePrinters(tx, all);
    const eventIds = [await recordProductionChanged(tx, assigned)];
    return {
      printer: toPrinterView(all.find((p) => p.id === row!.id)!),
      eventIds,
      stockChanged: [],
      assigned,
    };
  });
}

export const createPrinter = (db: Database, input: PrinterInput) => savePrinter(db, null, input);
export const updatePrinter = (db: Database, id: string, input: PrinterInput) =>
  savePrinter(db, id, input);

/** The owner cleared the bed by hand (after a stopped print, or a cancelled printed one). */
export async function clearPrinterBed(db: Database, id: string): Promise<PrinterResult> {
  return db.transaction(async (tx) => {
    const locked = await lockPrinters(tx);
    const printer = locked.find((p) => p.id === id);
    if (!printer) throw notFound('Printer not found');
    await tx
      .update(printers)
      .set({ bedCleared: true, updatedAt: new Date() })
      .where(eq(printers.id, id));
    printer.bedCleared = true;
    printer.row = { ...printer.row, bedCleared: true };
    const assigned = await assignFreePrinters(tx, locked);
    const eventIds = [await recordProductionChanged(tx, assigned)];
    return { printer: toPrinterView(printer), eventIds, stockChanged: [], assigned };
  });
}
