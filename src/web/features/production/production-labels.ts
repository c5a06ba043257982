import type { JobFlag, JobState } from '#core/production/job-machine';
import type { LinkState } from '#core/production/printer-links/link-status';
import type { PrinterKind, PrinterView } from '#core/production/production-schemas';
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

const JOB_FLAG_LABELS: Record<JobFlag, string> = {
  cancel_requested: 'Cancel requested',
  short_of_filament: 'Short of filament',
  start_failed: 'Start failed',
};
export const jobFlagLabel = (flag: JobFlag): string => JOB_FLAG_LABELS[flag];

const PRINTER_KIND_LABELS: Record<PrinterKind, string> = {
  manual: 'Manual (G-code on an SD card)',
  octoprint: 'OctoPrint',
  moonraker: 'Moonraker (Klipper)',
};
export const printerKindLabel = (kind: PrinterKind): string => PRINTER_KIND_LABELS[kind];

/** A connected printer's own state, in words (what it said last, normalised). */
const LINK_STATE_LABELS: Record<LinkState, string> = {
  ready: 'Ready',
  printing: 'Printing',
  paused: 'Paused',
  complete: 'Print finished',
  cancelled: 'Print cancelled',
  error: 'Error',
  busy: 'Busy',
  offline: 'Not connected to its board',
};
export const linkStateLabel = (state: LinkState): string => LINK_STATE_LABELS[state];

const LINK_BADGES: Record<Exclude<PrinterView['linkState'], 'none'>, string> = {
  online: 'Online',
  offline: 'Offline',
};
export const linkBadgeLabel = (state: Exclude<PrinterView['linkState'], 'none'>): string =>
  LINK_BADGES[state];

/** What the board says of a printing job whose printer is offline. */
export const LINK_UNKNOWN_LABEL = 'Unknown — printer offline';
