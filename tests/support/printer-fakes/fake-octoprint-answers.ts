import type { FakePrinter, StoredFile } from './fake-octoprint-printer';

/** The fake printer's state as OctoPrint's JSON answers shape it (the common data model). */

/** `state` of `GET /api/printer`: its text and flags. */
export function printerStateAnswer(printer: FakePrinter) {
  const text = printer.text;
  const flags = {
    operational: printer.operational,
    printing: text === 'Printing',
    pausing: false,
    paused: text === 'Paused',
    cancelling: false,
    finishing: false,
    resuming: false,
    sdReady: false,
    error: text === 'Error',
    ready: printer.operational,
    closedOrError: !printer.operational,
  };
  return { text, flags, error: printer.error ?? '' };
}

/** `GET /api/printer` of an operational printer. */
export function printerAnswer(printer: FakePrinter) {
  const { tool, bed } = printer.temperatures();
  const temperature = {
    tool0: { actual: tool[0], target: tool[1], offset: 0 },
    bed: { actual: bed[0], target: bed[1], offset: 0 },
  };
  return { temperature, sd: { ready: false }, state: printerStateAnswer(printer) };
}

/** `GET /api/job`. */
export function jobAnswer(printer: FakePrinter) {
  const file = printer.selected ? printer.files.get(printer.selected) : undefined;
  return {
    job: {
      file: {
        name: file?.name ?? null,
        path: file?.name ?? null,
        display: file?.name ?? null,
        origin: file ? 'local' : null,
        size: file?.bytes.length ?? null,
        date: file?.date ?? null,
      },
      estimatedPrintTime: file ? printer.options.printSeconds : null,
      lastPrintTime: null,
      filament: null,
      user: file ? 'shop' : null,
    },
    progress: {
      completion: printer.completion,
      filepos: null,
      printTime: null,
      printTimeLeft: printer.secondsLeft(),
      printTimeLeftOrigin: printer.active ? 'estimate' : null,
    },
    state: printer.text,
    error: printer.error ?? '',
  };
}

/** `GET /api/files/local/<name>`: the file with its print history. */
export function fileAnswer(file: StoredFile) {
  const { name, bytes, date, prints } = file;
  const refs = { resource: `/api/files/local/${encodeURIComponent(name)}` };
  return {
    name,
    display: name,
    path: name,
    origin: 'local',
    date,
    size: bytes.length,
    prints,
    refs,
  };
}
