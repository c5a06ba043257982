/**
 * The printer behind the fake Moonraker: Klipper's `print_stats`, `virtual_sdcard`, heaters and
 * `webhooks` objects, Moonraker's job history, and a print simulated at a speed factor. It holds
 * no I/O: the fake's HTTP routes and socket read and drive it. Tests only.
 */

export type KlippyState = 'ready' | 'startup' | 'disconnected' | 'error' | 'shutdown';
export type PrintState = 'standby' | 'printing' | 'paused' | 'complete' | 'cancelled' | 'error';
export type HistoryStatus =
  | 'in_progress'
  | 'completed'
  | 'cancelled'
  | 'error'
  | 'klippy_shutdown'
  | 'klippy_disconnect'
  | 'interrupted';

export type HistoryJob = {
  job_id: string;
  filename: string;
  status: HistoryStatus;
  start_time: number;
  end_time: number | null;
  print_duration: number;
  total_duration: number;
  filament_used: number;
  exists: boolean;
  metadata: Record<string, unknown>;
};

export type KlipperOptions = {
  /** Simulated seconds a print takes. */
  printSeconds: number;
  /** Simulated seconds per real second. */
  speed: number;
};

/** Klipper's refusal of a start while a file is loaded (virtual_sdcard's SDCARD_PRINT_FILE). */
export class KlipperError extends Error {}

const AMBIENT_C = 22;
const TARGETS = { tool: 210, bed: 60 };
const unixTime = () => Date.now() / 1000;

export function createFakeKlipper(options: KlipperOptions) {
  const files = new Map<string, Buffer>();
  const history: HistoryJob[] = [];
  const stats = {
    klippy: 'ready' as KlippyState,
    klippyMessage: 'Printer is ready',
    state: 'standby' as PrintState,
    filename: '',
    message: '',
    printSeconds: 0,
    progress: 0,
    tool: { temperature: AMBIENT_C, target: 0 },
    bed: { temperature: AMBIENT_C, target: 0 },
  };
  let failAt: number | null = null;
  let silentNonStart = false;
  let printsStarted = 0;
  let nextJob = 1;

  const current = () => history.at(-1);
  const endJob = (status: HistoryStatus) => {
    const job = current();
    if (job && job.status === 'in_progress') {
      job.status = status;
      job.end_time = unixTime();
      job.print_duration = stats.printSeconds;
      job.total_duration = stats.printSeconds;
    }
  };
  const heatersOff = () => {
    stats.tool.target = 0;
    stats.bed.target = 0;
  };
  const requireReady = () => {
    if (stats.klippy !== 'ready') throw new KlipperError(`Klippy is ${stats.klippy}`);
  };

  const approach = (heater: { temperature: number; target: number }) => {
    const goal = heater.target || AMBIENT_C;
    heater.temperature =
      Math.round((heater.temperature + (goal - heater.temperature) * 0.5) * 100) / 100;
  };

  return {
    files,
    history,
    stats,
    get printsStarted() {
      return printsStarted;
    },
    setFailAt(fraction: number | null) {
      failAt = fraction;
    },
    setSilentNonStart(on: boolean) {
      silentNonStart = on;
    },

    /** SDCARD_PRINT_FILE: "SD busy" while a file is loaded and printing or paused. */
    start(filename: string) {
      requireReady();
      if (stats.state === 'printing' || stats.state === 'paused') throw new KlipperError('SD busy');
      if (!files.has(filename)) throw new KlipperError(`Unable to open file "${filename}"`);
      if (silentNonStart) return;
      printsStarted += 1;
      Object.assign(stats, {
        state: 'printing',
        filename,
        message: '',
        printSeconds: 0,
        progress: 0,
      });
      stats.tool.target = TARGETS.tool;
      stats.bed.target = TARGETS.bed;
      history.push({
        job_id: String(nextJob++).padStart(6, '0'),
        filename,
        status: 'in_progress',
        start_time: unixTime(),
        end_time: null,
        print_duration: 0,
        total_duration: 0,
        filament_used: 0,
        exists: true,
        metadata: { size: files.get(filename)?.length ?? 0, slicer: 'PrusaSlicer' },
      });
    },
    pause() {
      requireReady();
      if (stats.state !== 'printing') throw new KlipperError('Print is not active');
      stats.state = 'paused';
    },
    resume() {
      requireReady();
      if (stats.state !== 'paused') throw new KlipperError('Print is not paused, resume aborted');
      stats.state = 'printing';
    },
    cancel() {
      requireReady();
      if (stats.state !== 'printing' && stats.state !== 'paused') return;
      stats.state = 'cancelled';
      heatersOff();
      endJob('cancelled');
    },

    /** Moonraker loses Klipper: the print is aborted, history says why. */
    disconnectKlippy() {
      stats.klippy = 'disconnected';
      stats.klippyMessage = 'Klippy Disconnected';
      if (stats.state === 'printing' || stats.state === 'paused') endJob('klippy_disconnect');
    },
    /** Klipper back after a restart: print_stats starts afresh. */
    reconnectKlippy() {
      Object.assign(stats, {
        klippy: 'ready',
        klippyMessage: 'Printer is ready',
        state: 'standby',
        filename: '',
        message: '',
        printSeconds: 0,
        progress: 0,
      });
      heatersOff();
    },

    /** One step of the simulation, `realMs` of wall time. */
    tick(realMs: number) {
      approach(stats.tool);
      approach(stats.bed);
      if (stats.klippy !== 'ready' || stats.state !== 'printing') return;
      stats.printSeconds += (realMs / 1000) * options.speed;
      stats.progress = Math.min(1, stats.printSeconds / options.printSeconds);
      if (failAt !== null && stats.progress >= failAt) {
        stats.progress = failAt;
        stats.state = 'error';
        stats.message = 'Heater extruder not heating at expected rate';
        heatersOff();
        endJob('error');
      } else if (stats.progress >= 1) {
        stats.state = 'complete';
        heatersOff();
        endJob('completed');
      }
    },

    /** The printer objects as Moonraker reports them. */
    objects(): Record<string, Record<string, unknown>> {
      return {
        webhooks: { state: stats.klippy, state_message: stats.klippyMessage },
        print_stats: {
          filename: stats.filename,
          total_duration: stats.printSeconds,
          print_duration: stats.printSeconds,
          filament_used: stats.printSeconds * 0.5,
          state: stats.state,
          message: stats.message,
          info: { total_layer: null, current_layer: null },
        },
        virtual_sdcard: {
          file_path: stats.filename ? `/home/pi/printer_data/gcodes/${stats.filename}` : null,
          progress: stats.progress,
          is_active: stats.state === 'printing',
          file_position: Math.round(stats.progress * (files.get(stats.filename)?.length ?? 0)),
          file_size: files.get(stats.filename)?.length ?? 0,
        },
        extruder: { ...stats.tool, power: 0, can_extrude: stats.tool.temperature > 170 },
        heater_bed: { ...stats.bed, power: 0 },
        toolhead: { position: [0, 0, 0, 0], status: 'Ready' },
      };
    },
  };
}

export type FakeKlipper = ReturnType<typeof createFakeKlipper>;
