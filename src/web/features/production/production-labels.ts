import type { JobState } from '#core/production/job-machine';
import type { LineProductionState, ProductionStatus } from '#core/production/order-production';

/**
 * The words the owner and the customer read for production's states; other features (the order
 * pages, the orders list's filter) take them from here.
 */
const JOB_STATE_LABELS: Record<JobState, string> = {
  queued: 'Queued',
  assigned: 'Assigned',
  printing: 'Printing',
  printed: 'Printed, to check',
  good: 'Good',
  cancelled: 'Cancelled',
};
export const jobStateLabel = (state: JobState): string => JOB_STATE_LABELS[state];

const LINE_STATE_LABELS: Record<LineProductionState, string> = {
  queued: 'Queued',
  printing: 'Printing',
  printed: 'Printed',
  checked: 'Checked',
  shipped: 'Shipped',
};
export const lineStateLabel = (state: LineProductionState): string => LINE_STATE_LABELS[state];

const PRODUCTION_STATUS_LABELS: Record<ProductionStatus, string> = {
  in_production: 'In production',
  ready_to_ship: 'Ready to ship',
};
export const productionStatusLabel = (status: ProductionStatus): string =>
  PRODUCTION_STATUS_LABELS[status];
