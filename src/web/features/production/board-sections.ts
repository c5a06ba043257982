import type { BoardJob } from '#core/production/production-schemas';

/** The board's sections, in the order the page shows them. */
export const BOARD_SECTIONS = [
  { id: 'queued', title: 'Queued', empty: 'Nothing waiting to print.' },
  { id: 'printing', title: 'Printing', empty: 'Nothing printing.' },
  { id: 'check', title: 'Waiting for check', empty: 'No print waiting for your check.' },
  { id: 'reprints', title: 'Failed — reprints', empty: 'No reprints.' },
  { id: 'done', title: 'Done', empty: 'Nothing finished lately.' },
] as const;
export type BoardSectionId = (typeof BOARD_SECTIONS)[number]['id'];

/**
 * Which section shows a job: a bad check sends it back to the queue as a reprint (attempts above
 * 1), listed apart until it prints again; good and cancelled jobs are done.
 */
export function sectionOf(job: Pick<BoardJob, 'state' | 'attempts'>): BoardSectionId {
  switch (job.state) {
    case 'queued':
    case 'assigned':
      return job.attempts > 1 ? 'reprints' : 'queued';
    case 'printing':
      return 'printing';
    case 'printed':
      return 'check';
    case 'good':
    case 'cancelled':
      return 'done';
  }
}

/** The queue's order, as the assignment takes it: due first (none last), then the owner's place. */
export function compareQueued(
  a: Pick<BoardJob, 'dueAt' | 'position' | 'createdAt'>,
  b: Pick<BoardJob, 'dueAt' | 'position' | 'createdAt'>,
): number {
  if (a.dueAt !== b.dueAt) {
    if (a.dueAt === null) return 1;
    if (b.dueAt === null) return -1;
    const byDue = Date.parse(a.dueAt) - Date.parse(b.dueAt);
    if (byDue !== 0) return byDue;
  }
  return a.position - b.position || a.createdAt.localeCompare(b.createdAt);
}

/** The jobs of each section: waiting ones in queue order, finished ones newest first. */
export function groupJobs<J extends BoardJob>(jobs: readonly J[]): Record<BoardSectionId, J[]> {
  const groups: Record<BoardSectionId, J[]> = {
    queued: [],
    printing: [],
    check: [],
    reprints: [],
    done: [],
  };
  for (const job of jobs) groups[sectionOf(job)].push(job);
  for (const id of ['queued', 'reprints', 'printing', 'check'] as const)
    groups[id].sort(compareQueued);
  groups.done.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return groups;
}
