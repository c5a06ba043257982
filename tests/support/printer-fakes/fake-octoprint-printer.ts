/**
 * The printer behind the fake OctoPrint (`fake-octoprint.ts`): files, a selected job, and a
 * print simulated from the clock (no timers: every read advances it to now, so 50 fakes cost
 * nothing while idle). State texts, flags and history follow OctoPrint's documented data model;
 * failures are injected at run time. Tests only.
 */

export type PrintHistory = {
  success: number;
  failure: number;
  last: { date: number; success: boolean } | null;
};
export type StoredFile = { name: string; bytes: Buffer; date: number; prints: PrintHistory };

export type PrinterOptions = {
  /** How long a print lasts in printer seconds (what `printTimeLeft` counts down). */
  printSeconds: number;
  /** Printer seconds per real second: 100 prints a 60 s file in 0.6 s. */
  speed: number;
  /** OctoPrint's real behaviour: a start while printing is a 409. Off: a silent 204. */
  conflictWhilePrinting: boolean;
};

type Text = 'Operational' | 'Printing' | 'Paused' | 'Error' | 'Offline';

/** A refusal in OctoPrint's words, with its status code. */
export type Refusal = { status: number; error: string };

const NOT_OPERATIONAL: Refusal = { status: 409, error: 'Printer is not operational' };

export class FakePrinter {
  readonly files = new Map<string, StoredFile>();
  text: Text = 'Operational';
  selected: string | null = null;
  completion: number | null = null;
  error: string | null = null;
  /** How many prints were started, all files together, and per file. */
  printsStarted = 0;
  readonly startsByFile = new Map<string, number>();
  silentNonStart = false;
  private failAtFraction: number | null = null;
  /** Real ms of printing so far before `runFrom`, and when the current stretch began. */
  private printedMs = 0;
  private runFrom = 0;

  constructor(readonly options: PrinterOptions) {}

  private get durationMs(): number {
    return (this.options.printSeconds * 1000) / this.options.speed;
  }

  private fraction(now: number): number {
    const ms = this.printedMs + (this.text === 'Printing' ? now - this.runFrom : 0);
    return Math.min(1, ms / this.durationMs);
  }

  private record(name: string, success: boolean, atMs: number): void {
    const file = this.files.get(name);
    if (!file) return;
    if (success) file.prints.success += 1;
    else file.prints.failure += 1;
    file.prints.last = { date: Math.floor(atMs / 1000), success };
  }

  /** Brings the simulated print up to `now`: progress, a planned failure, the end. */
  advance(now = Date.now()): void {
    if (this.text !== 'Printing') return;
    const fraction = this.fraction(now);
    if (this.failAtFraction !== null && fraction >= this.failAtFraction) {
      // A firmware error stops the print where it is; OctoPrint logs no history for it.
      this.completion = this.failAtFraction * 100;
      this.failAtFraction = null;
      this.text = 'Error';
      this.error = 'Printer halted. kill() called!';
      return;
    }
    if (fraction >= 1) {
      const endedAt = this.runFrom + (this.durationMs - this.printedMs);
      this.text = 'Operational';
      this.completion = 100;
      this.record(this.selected!, true, endedAt);
      return;
    }
    this.completion = fraction * 100;
  }

  get operational(): boolean {
    return this.text !== 'Error' && this.text !== 'Offline';
  }

  get active(): boolean {
    return this.text === 'Printing' || this.text === 'Paused';
  }

  secondsLeft(now = Date.now()): number | null {
    if (!this.active) return null;
    return Math.round(this.options.printSeconds * (1 - this.fraction(now)));
  }

  /** Temperatures that move: near their targets while a print is on, at room otherwise. */
  temperatures(now = Date.now()): { tool: [number, number]; bed: [number, number] } {
    const wobble = Math.sin(now / 700);
    if (!this.active) return { tool: [25 + wobble * 0.3, 0], bed: [24 + wobble * 0.2, 0] };
    return { tool: [210 + wobble * 1.5, 210], bed: [60 + wobble * 0.5, 60] };
  }

  private startRun(now: number): void {
    this.text = 'Printing';
    this.completion = 0;
    this.printedMs = 0;
    this.runFrom = now;
    this.error = null;
    this.printsStarted += 1;
    this.startsByFile.set(this.selected!, (this.startsByFile.get(this.selected!) ?? 0) + 1);
  }

  /** `POST /api/files/local/<name>` `{command: 'select', print}`: null is a 204. */
  select(name: string, print: boolean, now = Date.now()): Refusal | null {
    this.advance(now);
    if (!this.files.has(name)) return { status: 404, error: 'File not found' };
    if (print && !this.operational) return NOT_OPERATIONAL;
    if (this.active) {
      if (!this.options.conflictWhilePrinting) return null;
      return { status: 409, error: 'Printer is already printing, cannot select a new file' };
    }
    // The swallowed start: OctoPrint says 204 and nothing happens.
    if (print && this.silentNonStart) return null;
    this.selected = name;
    this.completion = null;
    if (print) this.startRun(now);
    return null;
  }

  /** `POST /api/job` `{command: 'start'}`. */
  start(now = Date.now()): Refusal | null {
    this.advance(now);
    if (!this.operational) return NOT_OPERATIONAL;
    if (this.active) {
      if (!this.options.conflictWhilePrinting) return null;
      return {
        status: 409,
        error: "Printer already has an active print job, did you mean 'restart'?",
      };
    }
    if (this.selected === null) return { status: 409, error: 'No file selected' };
    if (!this.silentNonStart) this.startRun(now);
    return null;
  }

  /** `POST /api/job` `{command: 'pause', action}`. */
  pause(action: string, now = Date.now()): Refusal | null {
    this.advance(now);
    if (!this.operational) return NOT_OPERATIONAL;
    if (!this.active)
      return {
        status: 409,
        error: "Printer is neither printing nor paused, 'pause' command cannot be performed",
      };
    const pausing = action === 'pause' || (action === 'toggle' && this.text === 'Printing');
    const resuming = action === 'resume' || (action === 'toggle' && this.text === 'Paused');
    if (!pausing && !resuming) return { status: 400, error: `Unknown action '${action}'` };
    if (pausing && this.text === 'Printing') {
      this.printedMs += now - this.runFrom;
      this.text = 'Paused';
    } else if (resuming && this.text === 'Paused') {
      this.runFrom = now;
      this.text = 'Printing';
    }
    return null;
  }

  /** `POST /api/job` `{command: 'cancel'}`: OctoPrint logs a cancel as a failed print. */
  cancel(now = Date.now()): Refusal | null {
    this.advance(now);
    if (!this.operational) return NOT_OPERATIONAL;
    if (!this.active)
      return {
        status: 409,
        error: "Printer is neither printing nor paused, 'cancel' command cannot be performed",
      };
    this.text = 'Operational';
    this.completion = null;
    this.record(this.selected!, false, now);
    return null;
  }

  /** The next print (or this one) goes to Error when it reaches `fraction` (0–1). */
  failAt(fraction: number): void {
    this.failAtFraction = fraction;
  }

  /** The printer's serial link drops: a print on is lost, as on a real board reset. */
  disconnect(now = Date.now()): void {
    this.advance(now);
    if (this.active) this.completion = null;
    this.text = 'Offline';
    this.error = null;
  }

  /** Connected again (and any error cleared, as after the owner reconnects in OctoPrint). */
  reconnect(now = Date.now()): void {
    this.advance(now);
    if (this.text === 'Offline' || this.text === 'Error') {
      this.text = 'Operational';
      this.error = null;
    }
  }
}
