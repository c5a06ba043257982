import { useCallback, useState } from 'react';
import type { Board, BoardJob } from '#core/production/production-schemas';
import { useJobAction } from '../api/post-job-action';
import { useMoveJob } from '../api/move-job';
import { useClearBed } from '../api/save-printer';
import { useDownloadGcode } from '../api/download-gcode';
import { useFinishedJobs } from '../api/list-finished-jobs';
import { Button } from '../../../components/ui/button';
import { BOARD_SECTIONS, compareQueued, groupJobs } from '../board-sections';
import { JobCard } from './job-card';
import { PrinterCard } from './printer-card';
import { PlateMergeDialog } from './plate-merge-dialog';
import { RestockJobDialog } from './restock-job-dialog';

/**
 * The board itself: the printers, then one section per step of a job's life. Every section is a
 * list under its heading (a landmark-free page reads it in order); cards stack on a phone and
 * sit side by side on a wide screen, never wider than the screen.
 */
export function ProductionBoard({
  board,
  queue: queuePaging,
}: {
  board: Board;
  /** The first-attempt queue comes a page at a time: the next page is asked for here. */
  queue?: { loading: boolean; showMore: () => void };
}) {
  // The job acted on, as the answer left it: its card takes focus once the board shows that
  // version (the refetch may move it to another section, where it is a new element).
  const [focusTarget, setFocusTarget] = useState<Pick<BoardJob, 'id' | 'version'> | null>(null);
  const clearFocus = useCallback(() => setFocusTarget(null), []);
  const action = useJobAction(setFocusTarget);
  const move = useMoveJob(setFocusTarget);
  const clearBed = useClearBed();
  const gcode = useDownloadGcode();
  // The board carries the newest finished jobs; "Show more" pages in the older ones.
  const [moreDone, setMoreDone] = useState(false);
  const older = useFinishedJobs(moreDone);
  const onBoard = new Set(board.jobs.map((job) => job.id));
  const olderJobs = (older.data?.pages ?? [])
    .flatMap((p) => p.items)
    .filter((job) => !onBoard.has(job.id) && onBoard.add(job.id));
  const groups = groupJobs([...board.jobs, ...olderJobs]);
  const doneTotal = board.done.good + board.done.cancelled;
  // The queue comes a page at a time: a section counts all its jobs, queued and on printers.
  const queuedOf = (id: 'queued' | 'reprints') => ({
    shown: groups[id].filter((job) => job.state === 'queued').length,
    total: id === 'queued' ? board.queuedTotal : board.reprintsTotal,
  });
  const countOf = (id: (typeof BOARD_SECTIONS)[number]['id']) => {
    if (id === 'done') return doneTotal;
    if (id !== 'queued' && id !== 'reprints') return groups[id].length;
    const { shown, total } = queuedOf(id);
    return groups[id].length - shown + total;
  };
  const moreToShow = groups.done.length < doneTotal && (!moreDone || older.hasNextPage !== false);
  const showMore = () => {
    if (older.isFetching) return;
    if (!moreDone) setMoreDone(true);
    else void older.fetchNextPage();
  };
  // Up and down the queue the assignment takes: first attempts and reprints alike.
  const queue = [...groups.queued, ...groups.reprints]
    .filter((job) => job.state === 'queued')
    .sort(compareQueued);
  // The server puts the job at `position` and moves the queued jobs from there one down; the
  // queue is in due order first, so a job moves only past a neighbour due at the same time.
  const moveOf = (job: BoardJob) => {
    const index = queue.findIndex((j) => j.id === job.id);
    if (index < 0) return undefined;
    const to = (position: number, direction: 'up' | 'down') => () =>
      move.mutate({ jobId: job.id, title: job.title, position, direction });
    const before = queue[index - 1];
    const after = queue[index + 1];
    const up = before && before.dueAt === job.dueAt ? to(before.position, 'up') : null;
    const down = after && after.dueAt === job.dueAt ? to(after.position + 1, 'down') : null;
    // No buttons that could do nothing: a job due alone at its time keeps its place.
    return up || down ? { up, down } : undefined;
  };
  const pendingId = action.isPending
    ? action.variables?.job.id
    : move.isPending
      ? move.variables?.jobId
      : undefined;
  const jobsById = new Map(board.jobs.map((job) => [job.id, job]));

  return (
    <div className="grid min-w-0 gap-8">
      {board.lowFilament.length > 0 && (
        <div role="note" className="rounded-md border border-destructive/50 p-3 text-sm">
          <span className="font-semibold">Running low: </span>
          {board.lowFilament
            .map((f) => `${f.material} ${f.colour} (${f.gramsLeft} g left)`)
            .join(', ')}
        </div>
      )}
      <section aria-labelledby="printers-heading" className="grid min-w-0 gap-3">
        <h2 id="printers-heading" className="text-lg font-semibold">
          Printers
        </h2>
        {board.printers.filter((p) => p.active).length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No printers yet: add one under the Printers tab.
          </p>
        ) : (
          <ul className="grid min-w-0 gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {board.printers
              .filter((p) => p.active)
              .map((printer) => (
                <li key={printer.id} className="min-w-0">
                  <PrinterCard
                    printer={printer}
                    job={printer.currentJobId ? jobsById.get(printer.currentJobId) : undefined}
                    clearing={clearBed.isPending}
                    onClearBed={() => clearBed.mutate(printer)}
                  />
                </li>
              ))}
          </ul>
        )}
      </section>
      {BOARD_SECTIONS.map((section) => {
        const jobs = groups[section.id];
        const headingId = `section-${section.id}`;
        return (
          <section
            key={section.id}
            aria-labelledby={headingId}
            data-testid={`board-${section.id}`}
            className="grid min-w-0 gap-3"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id={headingId} className="text-lg font-semibold">
                {section.title}{' '}
                <span className="text-muted-foreground">({countOf(section.id)})</span>
              </h2>
              {section.id === 'queued' && <RestockJobDialog />}
              {section.id === 'queued' && <PlateMergeDialog jobs={jobs} />}
            </div>
            {jobs.length === 0 ? (
              <p className="text-sm text-muted-foreground">{section.empty}</p>
            ) : (
              <ul className="grid min-w-0 gap-3 md:grid-cols-2 xl:grid-cols-3">
                {jobs.map((job) => (
                  <li key={job.id} className="min-w-0">
                    <JobCard
                      job={job}
                      printers={board.printers}
                      focused={focusTarget?.id === job.id && job.version >= focusTarget.version}
                      onFocused={clearFocus}
                      act={(request) => action.mutate(request)}
                      pending={pendingId === job.id}
                      move={moveOf(job)}
                      downloadGcode={(j) => gcode.mutate(j)}
                    />
                  </li>
                ))}
              </ul>
            )}
            {(section.id === 'queued' || section.id === 'reprints') &&
              queuedOf(section.id).shown < queuedOf(section.id).total && (
                <div className="flex flex-wrap items-center gap-3">
                  <p className="text-sm text-muted-foreground" role="status">
                    Showing the first {queuedOf(section.id).shown} of {queuedOf(section.id).total}{' '}
                    queued {section.id === 'queued' ? 'jobs' : 'reprints'}.
                  </p>
                  {queuePaging && (
                    <Button
                      type="button"
                      variant="outline"
                      onClick={() => {
                        if (!queuePaging.loading) queuePaging.showMore();
                      }}
                      aria-busy={queuePaging.loading}
                      aria-describedby={headingId}
                    >
                      {queuePaging.loading ? 'Loading…' : 'Show more'}
                    </Button>
                  )}
                </div>
              )}
            {section.id === 'done' && jobs.length > 0 && (
              <div className="flex flex-wrap items-center gap-3">
                <p className="text-sm text-muted-foreground" role="status">
                  Showing {jobs.length} of {doneTotal} finished jobs ({board.done.good} good,{' '}
                  {board.done.cancelled} cancelled).
                </p>
                {moreToShow && (
                  <Button
                    type="button"
                    variant="outline"
                    onClick={showMore}
                    aria-busy={older.isFetching}
                    aria-describedby={headingId}
                  >
                    {older.isFetching ? 'Loading…' : 'Show more'}
                  </Button>
                )}
              </div>
            )}
          </section>
        );
      })}
      {board.truncated && (
        <p className="text-sm text-muted-foreground">
          More jobs wait than the board shows: the last in the queue are left out.
        </p>
      )}
    </div>
  );
}
