import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { useOrderProduction } from './api/get-order-production';
import {
  jobFlagLabel,
  jobStateLabel,
  LINK_UNKNOWN_LABEL,
  productionStatusLabel,
} from './production-labels';

/**
 * The owner's order page: each line's print jobs with their states, attempts and flags, and the
 * order's production status; the board is where they are acted on. Nothing shows for an order
 * with nothing to print.
 */
export function OrderJobs({
  orderId,
  lines,
}: {
  orderId: string;
  /** The order's lines, to name each group of jobs. */
  lines: readonly { id: string; name: string }[];
}) {
  const production = useOrderProduction(orderId);
  if (production.isPending) return <p role="status">Loading…</p>;
  if (production.isError || production.data.jobs.length === 0) return null;
  const { jobs, productionStatus } = production.data;
  const groups = [
    ...lines.map((line) => ({
      id: line.id,
      name: line.name,
      jobs: jobs.filter((job) => job.orderItemId === line.id),
    })),
    {
      id: 'other',
      name: 'Other jobs',
      jobs: jobs.filter((job) => !lines.some((line) => line.id === job.orderItemId)),
    },
  ].filter((group) => group.jobs.length > 0);
  return (
    <section aria-labelledby="order-jobs" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="order-jobs" className="font-semibold">
          Print jobs
        </h3>
        {productionStatus && (
          <Badge variant={productionStatus === 'ready_to_ship' ? 'default' : 'secondary'}>
            {productionStatusLabel(productionStatus)}
          </Badge>
        )}
      </div>
      {groups.map((group) => (
        <div key={group.id} className="grid gap-1">
          <p className="text-sm font-medium">{group.name}</p>
          <ul className="grid gap-1 text-sm" aria-label={`Print jobs of ${group.name}`}>
            {group.jobs.map((job) => (
              <li
                key={job.id}
                className="flex flex-wrap items-center gap-2"
                data-testid={`order-job-${job.id}`}
              >
                <Badge variant={job.state === 'good' ? 'default' : 'outline'}>
                  {jobStateLabel(job.state)}
                </Badge>
                <span>
                  {job.pieces} {job.pieces === 1 ? 'piece' : 'pieces'} · attempt {job.attempts}
                </span>
                {job.held && <Badge variant="secondary">On hold</Badge>}
                {(job.flag === 'cancel_requested' || job.flag === 'start_failed') && (
                  <Badge variant="destructive">{jobFlagLabel(job.flag)}</Badge>
                )}
                {job.linkUnknown && <Badge variant="destructive">{LINK_UNKNOWN_LABEL}</Badge>}
                {job.late && <Badge variant="destructive">Late</Badge>}
              </li>
            ))}
          </ul>
        </div>
      ))}
      <Link
        to="/admin/production"
        className="text-sm font-medium text-primary underline underline-offset-4"
      >
        Open the production board
      </Link>
    </section>
  );
}
