import type { PrinterView } from '#core/production/production-schemas';
import { Badge } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/admin/format';
import { progressText, temperaturesText } from '../link-status-text';
import { linkBadgeLabel, linkStateLabel } from '../production-labels';

/** Online or offline, for a connected printer's card header; nothing for a manual one. */
export function LinkBadge({ printer }: { printer: PrinterView }) {
  if (printer.linkState === 'none') return null;
  return (
    <Badge variant={printer.linkState === 'online' ? 'secondary' : 'destructive'}>
      {linkBadgeLabel(printer.linkState)}
    </Badge>
  );
}

/**
 * What a connected printer last said of itself: its state in words, nozzle and bed
 * temperatures, the print's progress and time left. Offline, only when it was last seen (its
 * last figures are no longer true).
 */
export function PrinterLinkStatus({ printer }: { printer: PrinterView }) {
  if (printer.linkState === 'none') return null;
  if (printer.linkState === 'offline')
    return (
      <p className="text-sm text-muted-foreground" data-testid="link-seen">
        {printer.linkSeenAt
          ? `Last seen ${formatDate(printer.linkSeenAt, true)}`
          : 'Not seen since the shop started'}
      </p>
    );
  const status = printer.linkStatus;
  if (!status)
    return <p className="text-sm text-muted-foreground">Waiting for the printer’s answer…</p>;
  const temperatures = temperaturesText(status);
  const progress = progressText(status);
  const printing = status.state === 'printing' || status.state === 'paused';
  return (
    <div className="grid gap-1 text-sm" data-testid="link-status">
      <p>
        <span className="text-muted-foreground">Printer says: </span>
        {linkStateLabel(status.state)}
        {status.message && ` (${status.message})`}
      </p>
      {temperatures && <p>{temperatures}</p>}
      {printing && status.progress !== null && (
        <progress
          className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary [&::-moz-progress-bar]:bg-primary"
          value={status.progress}
          max={1}
          aria-label={`Print progress on ${printer.name}`}
          aria-valuetext={progress ?? undefined}
        />
      )}
      {printing && progress && <p>{progress}</p>}
    </div>
  );
}
