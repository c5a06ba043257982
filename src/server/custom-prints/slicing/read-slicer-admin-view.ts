import { sql } from 'drizzle-orm';
import { PRINT_QUALITIES } from '#core/custom-prints/print-constants';
import { printerBed } from '#core/custom-prints/slicing/printer-bed';
import type {
  SlicerAdminView,
  SlicerProfileView,
} from '#core/custom-prints/slicing/slicer-schemas';
import type { Executor } from '../../../db/client';
import { slicerProfiles } from '../../../db/schema/custom-prints';
import { queryRows } from '../../../db/query-rows';
import { listMaterials } from '../list-materials';
import type { SlicerStatus } from './check-slicer';
import { pickProfile } from './read-slicer-profiles';

/** How slicing runs here, in the owner's words. */
export function describeSlicer(status: SlicerStatus | null): string {
  if (!status) return 'Looking for the slicer…';
  if (!status.enabled) return status.reason;
  const limits =
    status.limits === 'prlimit'
      ? 'memory and CPU limits (prlimit)'
      : 'a wall-clock limit only (prlimit is missing)';
  const network =
    status.network === 'none'
      ? 'with network access (unshare is not available)'
      : `without network (${status.network})`;
  return `${status.version} at ${status.path}: each slice runs ${network}, under ${limits}.`;
}

/** Admin → Slicing: the status, every profile slot (uploaded or default), the queue's size. */
export async function readSlicerAdminView(
  db: Executor,
  status: SlicerStatus | null,
): Promise<SlicerAdminView> {
  const [rows, materials, [queue]] = await Promise.all([
    db.select().from(slicerProfiles),
    listMaterials(db, { activeOnly: false }),
    queryRows<{ pending: number; failed: number }>(
      db,
      sql`select count(*) filter (where status = 'pending')::int as pending,
                 count(*) filter (where status = 'failed')::int as failed from slice_jobs`,
    ),
  ]);
  const slot = (
    kind: SlicerProfileView['kind'],
    target: string,
    label: string,
    supports: boolean | null,
  ) => {
    const row = pickProfile(rows, kind, target);
    return {
      kind,
      target,
      label,
      name: row?.ini ? row.name : null,
      supports: supports === null ? null : (row?.supports ?? false),
      updatedAt: row?.ini ? row.updatedAt.toISOString() : null,
    };
  };
  return {
    enabled: status?.enabled === true,
    detail: describeSlicer(status),
    bed: printerBed(pickProfile(rows, 'printer', 'default')?.ini),
    profiles: [
      slot('printer', 'default', 'Printer', null),
      ...materials
        .filter((m) => m.process === 'fdm')
        .map((m) => slot('material', m.id, m.name, false)),
      ...Object.entries(PRINT_QUALITIES).map(([id, q]) => slot('quality', id, q.label, null)),
    ],
    queue: { pending: queue?.pending ?? 0, failed: queue?.failed ?? 0 },
  };
}
