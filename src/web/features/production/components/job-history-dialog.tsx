import { History } from 'lucide-react';
import { useState } from 'react';
import type { JobEvent, JobView, PrinterView } from '#core/production/production-schemas';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/admin/format';
import { useJobDetail } from '../api/get-job-detail';
import { jobStateLabel } from '../production-labels';

const WHAT: Record<string, string> = {
  created: 'Queued',
  assign: 'Assigned',
  unassign: 'Unassigned',
  start: 'Started printing',
  printed: 'Marked printed',
  good: 'Checked good',
  bad: 'Checked bad',
  hold: 'Put on hold',
  release: 'Released',
  cancel: 'Cancelled',
  stop: 'Stopped',
  move: 'Moved in the queue',
  merge: 'Put on one plate',
  production: 'Order production changed',
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : null;

/** One timeline entry in words: what happened, to which printer, why, and its effect. */
export function describeJobEvent(
  event: Pick<JobEvent, 'kind' | 'toState' | 'detail'>,
  printerName: (id: string) => string | null,
): { what: string; notes: string[] } {
  const d = event.detail;
  const notes: string[] = [];
  const printer = text(d.toPrinterId) ?? (event.kind === 'assign' ? text(d.printerId) : null);
  const name = text(d.printerName) ?? (printer ? printerName(printer) : null);
  if (name) notes.push(`Printer: ${name}`);
  const reason = text(d.reason);
  if (reason) notes.push(`Reason: ${reason}`);
  if (typeof d.attempt === 'number') notes.push(`Queued again as attempt ${d.attempt}`);
  if (event.kind === 'merge' && typeof d.pieces === 'number')
    notes.push(`${d.pieces} pieces on this plate`);
  if (event.kind === 'merge' && text(d.mergedInto)) notes.push('Merged into another job');
  if (typeof d.stockAdded === 'number') notes.push(`${d.stockAdded} added to stock`);
  if (typeof d.grams === 'number') notes.push(`${d.grams} g of filament used`);
  if (d.forced === true) notes.push('Started despite too little filament');
  const what = WHAT[event.kind] ?? (event.toState ? jobStateLabel(event.toState) : event.kind);
  return { what, notes };
}

/**
 * "History" on a job card: the job's timeline, oldest first (attempts, bad checks and their
 * reasons, printers, who and when), read from GET …/production/jobs/:id when opened.
 */
export function JobHistoryDialog({
  job,
  printers,
}: {
  job: Pick<JobView, 'id' | 'title'>;
  printers: readonly Pick<PrinterView, 'id' | 'name'>[];
}) {
  const [open, setOpen] = useState(false);
  const detail = useJobDetail(job.id, open);
  const printerName = (id: string) => printers.find((p) => p.id === id)?.name ?? null;
  const events = detail.data?.events ?? [];

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="justify-self-start"
          aria-label={`History of ${job.title}`}
        >
          <History aria-hidden="true" /> History
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>History of {job.title}</DialogTitle>
          <DialogDescription>Everything that happened to this job, oldest first.</DialogDescription>
        </DialogHeader>
        <div aria-busy={detail.isPending} className="grid max-h-[60vh] min-w-0 overflow-y-auto">
          {detail.isPending ? (
            <div className="grid gap-2" role="status" aria-label="Loading the history">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : detail.isError ? (
            <div role="alert" className="grid justify-items-start gap-2 text-sm">
              <p className="text-destructive">The history could not be loaded.</p>
              <Button type="button" variant="outline" size="sm" onClick={() => detail.refetch()}>
                Try again
              </Button>
            </div>
          ) : events.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nothing has happened to this job yet.</p>
          ) : (
            <ol className="grid min-w-0 gap-3" aria-label="Timeline">
              {events.map((event) => {
                const { what, notes } = describeJobEvent(event, printerName);
                return (
                  <li key={event.id} className="grid min-w-0 gap-0.5 border-l-2 pl-3 text-sm">
                    <span className="font-medium">{what}</span>
                    {notes.map((note) => (
                      <span key={note} className="break-words">
                        {note}
                      </span>
                    ))}
                    <span className="text-muted-foreground">
                      {event.actorLabel} ·{' '}
                      <time dateTime={event.createdAt}>{formatDate(event.createdAt, true)}</time>
                    </span>
                  </li>
                );
              })}
            </ol>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
