import type {
  ConnectionReport,
  FileRunState,
  LinkState,
  LinkStatus,
} from '../../src/core/production/printer-links/link-status';
import {
  PrinterLinkError,
  type AdapterFactory,
  type PrinterAdapter,
  type StartOutcome,
} from '../../src/server/production/printer-links/printer-adapter';

/**
 * THE TESTS' PRINTER: an in-memory printer behind the PrinterAdapter interface, scripted by the
 * test (how a start answers, where a print fails, when it goes offline). It stands in for the
 * real adapters in the driver's API tests; the protocol-level tests (OctoPrint and Moonraker
 * fakes speaking their APIs to the real adapters) are separate.
 */
export class ScriptedPrinter {
  state: LinkState = 'ready';
  fileName: string | null = null;
  progress = 0;
  /** Progress added by each status() while printing. */
  step = 0.2;
  /** Fail with an error once progress reaches this (0–1). */
  failAt: number | null = null;
  /** What the next start answers. */
  startAnswer: StartOutcome['kind'] = 'started';
  offline = false;
  /** The key the shop opened from its sealed column and handed the adapter. */
  apiKey: string | null = null;
  readonly files = new Map<string, number>();
  readonly starts: string[] = [];
  readonly cancels: string[] = [];
  readonly history = new Map<string, FileRunState>();

  private reachable() {
    if (this.offline) throw new PrinterLinkError('connect ECONNREFUSED', 'unreachable');
  }

  status(): LinkStatus {
    this.reachable();
    if (this.state === 'printing' && this.fileName) {
      this.progress = Math.min(1, this.progress + this.step);
      if (this.failAt !== null && this.progress >= this.failAt) this.end('error');
      else if (this.progress >= 1) this.end('complete');
    }
    return {
      state: this.state,
      fileName: this.fileName,
      progress: this.fileName ? this.progress : null,
      secondsLeft: this.state === 'printing' ? Math.round((1 - this.progress) * 600) : null,
      toolC: 210,
      toolTargetC: this.state === 'printing' ? 210 : 0,
      bedC: 60,
      bedTargetC: this.state === 'printing' ? 60 : 0,
      message: this.state === 'error' ? 'Thermal runaway' : null,
    };
  }

  private end(how: 'complete' | 'error' | 'cancelled') {
    this.state = how;
    if (this.fileName) this.history.set(this.fileName, how);
  }

  adapter(): PrinterAdapter {
    return {
      kind: 'octoprint',
      test: async (): Promise<ConnectionReport> =>
        this.offline
          ? { ok: false, reason: 'unreachable' }
          : { ok: true, version: 'Scripted 1.0', state: this.state, message: null },
      status: async () => this.status(),
      upload: async (name, gcode) => {
        this.reachable();
        this.files.set(name, gcode.length);
      },
      start: async (name) => {
        this.reachable();
        this.starts.push(name);
        if (this.startAnswer === 'conflict') return { kind: 'conflict', reason: 'SD busy' };
        if (this.startAnswer === 'not_started')
          return { kind: 'not_started', reason: 'Printer is not operational' };
        this.state = 'printing';
        this.fileName = name;
        this.progress = 0;
        this.history.set(name, 'printing');
        return { kind: 'started' };
      },
      pause: async () => {
        this.reachable();
        this.state = 'paused';
      },
      resume: async () => {
        this.reachable();
        this.state = 'printing';
      },
      cancel: async () => {
        this.reachable();
        this.cancels.push(this.fileName ?? '');
        this.end('cancelled');
      },
      lastRunOf: async (name) => {
        this.reachable();
        return this.history.get(name) ?? 'none';
      },
      watch: () => null,
    };
  }
}

/** A factory handing each printer (by its base URL) its scripted printer. */
export function scriptedFactory(printers: Map<string, ScriptedPrinter>): AdapterFactory {
  return (connection) => {
    const printer = printers.get(connection.baseUrl);
    if (!printer) throw new PrinterLinkError('no such test printer', 'unreachable');
    printer.apiKey = connection.apiKey;
    return printer.adapter();
  };
}
