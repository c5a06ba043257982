import { useId } from 'react';
import type { BoardJob, PrinterView } from '#core/production/production-schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { jobStateLabel, LINK_UNKNOWN_LABEL } from '../production-labels';
import { LinkBadge, PrinterLinkStatus } from './printer-link-status';

/**
 * A printer on the board: what is loaded on it, whether its bed is cleared, its job now and,
 * when connected, what it says of itself (printer-link-status.tsx). The
 * "Bed cleared" button is there while the bed is not and no print waits for its check (the check
 * clears it).
 */
export function PrinterCard({
  printer,
  job,
  onClearBed,
  clearing,
}: {
  printer: PrinterView;
  job: BoardJob | undefined;
  onClearBed: () => void;
  clearing: boolean;
}) {
  const titleId = useId();
  const waitingForCheck = job?.state === 'printed';
  return (
    <article
      aria-labelledby={titleId}
      data-testid={`printer-${printer.id}`}
      className="grid min-w-0 gap-2 rounded-lg border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold break-words">
          {printer.name}
        </h3>
        <div className="flex flex-wrap gap-2">
          <LinkBadge printer={printer} />
          <Badge variant={printer.bedCleared ? 'secondary' : 'destructive'}>
            {printer.bedCleared ? 'Bed cleared' : 'Bed not cleared'}
          </Badge>
        </div>
      </div>
      <dl className="grid gap-1 text-sm">
        <div className="flex gap-1">
          <dt className="text-muted-foreground">Loaded:</dt>
          <dd>
            {printer.material} · {printer.colour}
            {printer.spoolGramsLeft !== null && ` · ${printer.spoolGramsLeft} g left`}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-muted-foreground">Bed:</dt>
          <dd>
            {printer.bedXMm} × {printer.bedYMm} × {printer.bedZMm} mm · {printer.nozzleMm} mm nozzle
          </dd>
        </div>
        <div className="flex min-w-0 gap-1">
          <dt className="text-muted-foreground">Job:</dt>
          <dd className="min-w-0 break-words">
            {job
              ? `${job.title} (${(job.linkUnknown ? LINK_UNKNOWN_LABEL : jobStateLabel(job.state)).toLowerCase()})`
              : 'None'}
          </dd>
        </div>
      </dl>
      <PrinterLinkStatus printer={printer} />
      {!printer.bedCleared && !waitingForCheck && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="justify-self-start"
          disabled={clearing}
          onClick={onClearBed}
          aria-describedby={titleId}
        >
          Bed cleared
        </Button>
      )}
    </article>
  );
}
