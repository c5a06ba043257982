import { Badge } from '../ui/badge';

const tone: Record<string, 'default' | 'secondary' | 'destructive' | 'outline'> = {
  paid: 'default',
  fulfilled: 'default',
  delivered: 'default',
  Active: 'default',
  shipped: 'secondary',
  processing: 'secondary',
  confirmed: 'secondary',
  Scheduled: 'secondary',
  failed: 'destructive',
  cancelled: 'destructive',
  refunded: 'destructive',
  Expired: 'destructive',
};

/**
 * A status word as a badge; the text carries the meaning, the colour only repeats it. `label`
 * words a status more exactly than its value ("Partly refunded" for a part-refunded `paid`).
 */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <Badge variant={tone[status] ?? 'outline'} className="capitalize">
      {label ?? status}
    </Badge>
  );
}
