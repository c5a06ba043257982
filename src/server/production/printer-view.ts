import type { PrinterViewData } from '#core/production/production-schemas';
import type { LockedPrinter } from './lock-printers';

export function toPrinterView(p: LockedPrinter): PrinterViewData {
  const { row } = p;
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    bedXMm: row.bedXMm,
    bedYMm: row.bedYMm,
    bedZMm: row.bedZMm,
    nozzleMm: row.nozzleUm / 1000,
    material: row.material,
    colour: row.colour,
    bedCleared: row.bedCleared,
    active: row.active,
    currentJobId: p.currentJobId,
    spoolId: p.spool?.id ?? null,
    spoolGramsLeft: p.spool?.gramsLeft ?? null,
    baseUrl: row.baseUrl,
    hasApiKey: row.apiKeySealed !== null,
    linkState: row.linkState,
    linkStatus: row.linkStatus ?? null,
    linkSeenAt: row.linkSeenAt,
    createdAt: row.createdAt,
  };
}
