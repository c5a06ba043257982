import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import type { BoardJob, PrinterView } from '#core/production/production-schemas';
import { Badge } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/admin/format';
import { cn } from '../../../lib/cn';
import { jobFlagLabel, jobStateLabel, LINK_UNKNOWN_LABEL } from '../production-labels';
import { JobActions, type JobActionsProps } from './job-actions';
import { JobHistoryDialog } from './job-history-dialog';

const QUALITY: Record<string, string> = { draft: 'Draft', standard: 'Standard', fine: 'Fine' };

/** A fact of the card: its term and value, read as a pair. */
function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 gap-1">
      <dt className="text-muted-foreground">{term}:</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/**
 * One job on the board: what it is, for which order, when it is due (late or not), pieces,
 * filament, attempts and flags, then the actions its state allows. `focused`: the owner just
 * acted on it, and it moved: focus follows it to its new place, so the keyboard goes on from it.
 */
export function JobCard({
  job,
  printers,
  focused,
  onFocused,
  ...actions
}: {
  job: BoardJob;
  printers: readonly PrinterView[];
  focused: boolean;
  onFocused: () => void;
} & Omit<JobActionsProps, 'job' | 'printers' | 'titleId'>) {
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!focused) return;
    ref.current?.focus();
    onFocused();
  }, [focused, onFocused]);
  const printer = printers.find((p) => p.id === job.printerId);
  return (
    <article
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-testid={`job-${job.id}`}
      className={cn(
        'grid min-w-0 gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring',
        job.late && 'border-destructive/60',
      )}
    >
      <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 font-semibold break-words">
          {job.title}
        </h3>
        {job.linkUnknown ? (
          <Badge variant="destructive">{LINK_UNKNOWN_LABEL}</Badge>
        ) : (
          <Badge variant="outline">{jobStateLabel(job.state)}</Badge>
        )}
      </div>
      <dl className="grid gap-1 text-sm">
        <Fact term="For">
          {job.orderId && job.orderNumber ? (
            <Link
              to={`/admin/orders/${job.orderId}`}
              className="font-medium text-primary underline underline-offset-4"
            >
              Order {job.orderNumber}
            </Link>
          ) : (
            'Restock'
          )}
        </Fact>
        <Fact term="Due">
          {job.dueAt ? formatDate(job.dueAt, true) : 'No date'}
          {job.late && (
            <Badge variant="destructive" className="ml-2">
              Late
            </Badge>
          )}
        </Fact>
        <Fact term="Pieces">{job.pieces}</Fact>
        <Fact term="Filament">
          {job.material} · {job.colour} · {QUALITY[job.quality] ?? job.quality}
          {job.needsGrams !== null && ` · ${job.needsGrams} g`}
        </Fact>
        <Fact term="Attempt">{job.attempts}</Fact>
        {printer && <Fact term="Printer">{printer.name}</Fact>}
      </dl>
      {(job.held || job.flag || job.shortOfFilament) && (
        <ul className="flex flex-wrap gap-2" aria-label="Flags">
          {job.held && (
            <li>
              <Badge variant="secondary">On hold</Badge>
            </li>
          )}
          {(job.flag === 'cancel_requested' || job.flag === 'start_failed') && (
            <li>
              <Badge variant="destructive">{jobFlagLabel(job.flag)}</Badge>
            </li>
          )}
          {(job.shortOfFilament || job.flag === 'short_of_filament') && (
            <li>
              <Badge variant="destructive">{jobFlagLabel('short_of_filament')}</Badge>
            </li>
          )}
        </ul>
      )}
      {job.flag === 'start_failed' && (
        <p className="text-sm break-words text-destructive" data-testid="start-error">
          The printer did not start it: {job.startError ?? 'no reason given'}
        </p>
      )}
      <JobActions job={job} printers={printers} titleId={titleId} {...actions} />
      <JobHistoryDialog job={job} printers={printers} />
    </article>
  );
}
