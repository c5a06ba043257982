import type {
  ConnectionReport,
  FileRunState,
  LinkKind,
  LinkStatus,
} from '#core/production/printer-links/link-status';

/** How the shop reaches one connected printer; the key is opened from its sealed column. */
export type PrinterConnection = { kind: LinkKind; baseUrl: string; apiKey: string };

/**
 * The answer to a start (decision 178). A printer that answers "OK" without starting
 * (OctoPrint's `effectivePrint: false`, Moonraker's `print_started: false`, or a state that is
 * not printing our file right after) is `not_started`; a 409 or "SD busy" is `conflict`, never
 * retried blindly. Only `started` means the file is printing.
 */
export type StartOutcome =
  | { kind: 'started' }
  | { kind: 'not_started'; reason: string }
  | { kind: 'conflict'; reason: string };

/** A network failure, a timeout, a refused key, an answer too big or not the documented shape. */
export class PrinterLinkError extends Error {
  constructor(
    message: string,
    readonly code:
      'unreachable' | 'timeout' | 'unauthorized' | 'bad_answer' | 'too_large' | 'redirect',
  ) {
    super(message);
    this.name = 'PrinterLinkError';
  }
}

/** Pushed status, as it changes; `stale` when the socket went quiet longer than allowed. */
export type StatusWatch = { close(): void };
export type StatusListener = {
  status(status: LinkStatus): void;
  /** The push channel broke or went stale: the driver falls back to polling and catches up. */
  lost(reason: string): void;
};

/**
 * One interface over OctoPrint and Moonraker. Every method talks HTTP with a timeout, a size
 * limit and no redirects (`printer-http.ts`), and parses the answer with the adapter's schemas;
 * anything else throws `PrinterLinkError`.
 */
export interface PrinterAdapter {
  readonly kind: LinkKind;
  /** Version and state, or why not (never throws). */
  test(): Promise<ConnectionReport>;
  status(): Promise<LinkStatus>;
  /** Uploads G-code under `fileName` (ours: `lw-<start id>.gcode`), without starting it. */
  upload(fileName: string, gcode: Buffer): Promise<void>;
  /** Starts an uploaded file and confirms it is printing. */
  start(fileName: string): Promise<StartOutcome>;
  pause(): Promise<void>;
  resume(): Promise<void>;
  cancel(): Promise<void>;
  /** The catch-up: what happened to the last run of `fileName` (history, job and file state). */
  lastRunOf(fileName: string): Promise<FileRunState>;
  /** Push updates where the printer has them (Moonraker's socket); null when it only polls. */
  watch(listener: StatusListener): StatusWatch | null;
}

export type AdapterFactory = (connection: PrinterConnection) => PrinterAdapter;
