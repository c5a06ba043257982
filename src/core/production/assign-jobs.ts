/**
 * Which queued job goes to which free printer (decision 169). Pure: the server runs it after
 * every change, inside the change's transaction, over rows it has locked.
 */

export type Bounds = { x: number; y: number; z: number };
export type Bed = { x: number; y: number; z: number };

/** Material and colour as the shop compares them: trimmed, case-insensitive. */
export function filamentKey(material: string, colour: string): string {
  return `${material.trim().toLowerCase()}|${colour.trim().toLowerCase()}`;
}

/**
 * Whether a model fits a bed. Any rotation about Z is allowed, so the two sides of the model's
 * footprint are compared with the bed's sorted; the height must fit as it is. Unknown bounds fit.
 */
export function fitsBed(bounds: Bounds | null, bed: Bed): boolean {
  if (!bounds) return true;
  const [small, large] = bounds.x <= bounds.y ? [bounds.x, bounds.y] : [bounds.y, bounds.x];
  const [bedSmall, bedLarge] = bed.x <= bed.y ? [bed.x, bed.y] : [bed.y, bed.x];
  return small <= bedSmall && large <= bedLarge && bounds.z <= bed.z;
}

export type AssignableJob = {
  id: string;
  state: string;
  held: boolean;
  material: string;
  colour: string;
  bounds: Bounds | null;
  dueAt: Date | null;
  position: number;
  createdAt: Date;
};

export type AssignablePrinter = {
  id: string;
  name: string;
  active: boolean;
  bedCleared: boolean;
  /** A job is assigned to it, printing on it or waiting for its check. */
  busy: boolean;
  material: string;
  colour: string;
  bed: Bed;
};

/** Whether this printer may take this job now (free, cleared, loaded right, bed big enough). */
export function printerSuits(job: AssignableJob, printer: AssignablePrinter): boolean {
  return (
    filamentKey(job.material, job.colour) === filamentKey(printer.material, printer.colour) &&
    fitsBed(job.bounds, printer.bed)
  );
}

export function printerIsFree(printer: AssignablePrinter): boolean {
  return printer.active && printer.bedCleared && !printer.busy;
}

/** The board's order: the earliest due first (no due date last), then the owner's position. */
export function compareJobsForQueue(
  a: Pick<AssignableJob, 'dueAt' | 'position' | 'createdAt' | 'id'>,
  b: Pick<AssignableJob, 'dueAt' | 'position' | 'createdAt' | 'id'>,
): number {
  const da = a.dueAt ? a.dueAt.getTime() : Number.POSITIVE_INFINITY;
  const db = b.dueAt ? b.dueAt.getTime() : Number.POSITIVE_INFINITY;
  if (da !== db) return da < db ? -1 : 1;
  if (a.position !== b.position) return a.position - b.position;
  const ca = a.createdAt.getTime();
  const cb = b.createdAt.getTime();
  if (ca !== cb) return ca - cb;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export type Assignment = { jobId: string; printerId: string };

/**
 * Queued, not held jobs in queue order each take a free printer whose loaded material and colour
 * are theirs and whose bed fits; among several, the smallest bed that fits (the big ones stay
 * free for big models), then the name. A printer takes one job.
 */
export function assignJobs(
  jobs: readonly AssignableJob[],
  printers: readonly AssignablePrinter[],
): Assignment[] {
  const free = printers
    .filter(printerIsFree)
    .slice()
    .sort((a, b) => a.bed.x * a.bed.y - b.bed.x * b.bed.y || a.name.localeCompare(b.name));
  if (free.length === 0) return [];
  const taken = new Set<string>();
  const out: Assignment[] = [];
  const queue = jobs.filter((j) => j.state === 'queued' && !j.held).sort(compareJobsForQueue);
  for (const job of queue) {
    if (taken.size === free.length) break;
    const printer = free.find((p) => !taken.has(p.id) && printerSuits(job, p));
    if (!printer) continue;
    taken.add(printer.id);
    out.push({ jobId: job.id, printerId: printer.id });
  }
  return out;
}
