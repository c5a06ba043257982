import type { z } from 'zod';
import type { LinkStatus } from '#core/production/printer-links/link-status';
import { boundedText } from '#core/production/printer-links/link-status';
import {
  HISTORY_LIMIT,
  MOONRAKER_OBJECTS,
  historyListSchema,
  moonrakerErrorSchema,
  objectsQuerySchema,
  okSchema,
  serverInfoSchema,
  uploadAnswerSchema,
} from '#core/production/printer-links/moonraker-answers';
import {
  moonrakerLinkStatus,
  moonrakerRunState,
} from '#core/production/printer-links/moonraker-status';
import { MOONRAKER_SOCKET_DEFAULTS, watchMoonraker } from './moonraker-socket-adapter';
import type { MoonrakerSocketOptions } from './moonraker-socket-adapter';
import type { PrinterAdapter, PrinterConnection, StartOutcome } from './printer-adapter';
import { PrinterLinkError } from './printer-adapter';
import { printerRequest, type PrinterAnswer, type PrinterRequest } from './printer-http';

export type MoonrakerOptions = MoonrakerSocketOptions & {
  uploadTimeoutMs: number;
  /** How long a start that answered "ok" has to show our file printing. */
  startConfirmMs: number;
  startPollMs: number;
};

export const MOONRAKER_DEFAULTS: MoonrakerOptions = {
  ...MOONRAKER_SOCKET_DEFAULTS,
  // A large G-code over a Pi's Wi-Fi.
  uploadTimeoutMs: 5 * 60_000,
  startConfirmMs: 3_000,
  startPollMs: 250,
};

/** Our uploads are named `lw-<start id>.gcode`: a name is checked before it goes in a request. */
const OUR_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
/** The history of a busy printer is a few KB a job (its metadata): 50 jobs stay under this. */
const HISTORY_MAX_BYTES = 1024 * 1024;
/** Klipper's words for a start while a file is loaded (SDCARD_PRINT_FILE's "SD busy"). */
const BUSY_WORDS = /sd busy|busy|already printing|in progress/i;

function ourFileName(fileName: string): string {
  if (!OUR_FILE_NAME.test(fileName)) throw new Error(`Not a shop file name: ${fileName}`);
  return fileName;
}

const objectsQuery = Object.fromEntries(
  Object.entries(MOONRAKER_OBJECTS).map(([name, fields]) => [name, fields?.join(',') ?? '']),
);

/** Moonraker's own words for a refused request: `{ error: { code, message } }`. */
function refusal(answer: PrinterAnswer): string {
  const error = moonrakerErrorSchema.safeParse(answer.json);
  const words = error.success ? boundedText(error.data.error.message, 160) : null;
  return `Moonraker answered ${answer.status}${words ? `: ${words}` : '.'}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The shop's client of Moonraker's HTTP API (decision 178), every request through
 * `printerRequest`; the push channel is `watchMoonraker`. Names in requests are ours, checked.
 */
export function createMoonrakerAdapter(
  connection: PrinterConnection,
  overrides: Partial<MoonrakerOptions> = {},
): PrinterAdapter {
  const options = { ...MOONRAKER_DEFAULTS, ...overrides };

  async function read<S extends z.ZodType>(schema: S, request: PrinterRequest) {
    const answer = await printerRequest(connection, request);
    if (answer.status < 200 || answer.status > 299)
      throw new PrinterLinkError(refusal(answer), 'bad_answer');
    const parsed = schema.safeParse(answer.json);
    if (!parsed.success)
      throw new PrinterLinkError(
        `Moonraker's answer to ${request.path} is not the documented shape.`,
        'bad_answer',
      );
    return parsed.data as z.infer<S>;
  }

  const post = (path: string) => read(okSchema, { method: 'POST', path });

  async function status(): Promise<LinkStatus> {
    const answer = await printerRequest(connection, {
      method: 'GET',
      path: '/printer/objects/query',
      query: objectsQuery,
    });
    // Moonraker is up but has no Klipper behind it.
    if (answer.status === 503)
      return { ...moonrakerLinkStatus({}, 'disconnected'), message: refusal(answer) };
    if (answer.status !== 200) throw new PrinterLinkError(refusal(answer), 'bad_answer');
    const parsed = objectsQuerySchema.safeParse(answer.json);
    if (!parsed.success)
      throw new PrinterLinkError(
        'Moonraker sent printer objects not in their shape.',
        'bad_answer',
      );
    return moonrakerLinkStatus(parsed.data.result.status);
  }

  /** After a start answered "ok": our file printing, or why not. */
  async function confirmStart(fileName: string): Promise<StartOutcome> {
    const until = Date.now() + options.startConfirmMs;
    for (;;) {
      const now = await status();
      const ours = now.fileName === fileName;
      if (ours && ['printing', 'paused', 'complete', 'error'].includes(now.state))
        return { kind: 'started' };
      if (!ours && (now.state === 'printing' || now.state === 'paused'))
        return { kind: 'conflict', reason: 'The printer is printing another file.' };
      if (Date.now() >= until)
        return {
          kind: 'not_started',
          reason: `Moonraker accepted the start but the printer is ${now.state}${
            now.message ? `: ${now.message}` : '.'
          }`.slice(0, 300),
        };
      await sleep(options.startPollMs);
    }
  }

  return {
    kind: 'moonraker',

    async test() {
      try {
        const info = (await read(serverInfoSchema, { method: 'GET', path: '/server/info' })).result;
        const version = `Moonraker ${boundedText(info.moonraker_version, 100) ?? '(version unknown)'}`;
        const now =
          info.klippy_state === 'ready'
            ? await status()
            : moonrakerLinkStatus({}, info.klippy_state);
        return { ok: true, version, state: now.state, message: now.message };
      } catch (error) {
        const reason =
          error instanceof PrinterLinkError ? error.message : 'The printer answered unexpectedly.';
        return { ok: false, reason: reason.slice(0, 300) };
      }
    },

    status,

    async upload(fileName, gcode) {
      const name = ourFileName(fileName);
      const answer = await read(uploadAnswerSchema, {
        method: 'POST',
        path: '/server/files/upload',
        // No `print` field: starting is a step of its own, confirmed (decision 178).
        form: { fields: { root: 'gcodes' }, file: { field: 'file', name, bytes: gcode } },
        timeoutMs: options.uploadTimeoutMs,
      });
      const item = 'result' in answer ? answer.result.item : answer.item;
      if (item.path !== name)
        throw new PrinterLinkError(
          'Moonraker stored the upload under another name than asked.',
          'bad_answer',
        );
    },

    async start(fileName) {
      const name = ourFileName(fileName);
      const answer = await printerRequest(connection, {
        method: 'POST',
        path: '/printer/print/start',
        query: { filename: name },
      });
      if (answer.status !== 200) {
        const reason = refusal(answer);
        // Klipper refuses a second file while one is loaded: never retried blindly.
        if (answer.status === 400 && BUSY_WORDS.test(reason)) return { kind: 'conflict', reason };
        return { kind: 'not_started', reason };
      }
      return confirmStart(name);
    },

    pause: async () => void (await post('/printer/print/pause')),
    resume: async () => void (await post('/printer/print/resume')),
    cancel: async () => void (await post('/printer/print/cancel')),

    async lastRunOf(fileName) {
      const name = ourFileName(fileName);
      // print_stats keeps the last print until the next one starts: the freshest word.
      const now = await status();
      if (now.fileName === name) {
        if (now.state === 'printing' || now.state === 'paused') return now.state;
        if (now.state === 'complete' || now.state === 'cancelled' || now.state === 'error')
          return now.state;
      }
      const history = await read(historyListSchema, {
        method: 'GET',
        path: '/server/history/list',
        query: { limit: String(HISTORY_LIMIT), order: 'desc' },
        maxBytes: HISTORY_MAX_BYTES,
      });
      const job = history.result.jobs.find((entry) => entry.filename === name);
      return job ? moonrakerRunState(job.status) : 'none';
    },

    watch: (listener) => watchMoonraker(connection, listener, options),
  };
}
