import type { z } from 'zod';
import {
  boundedText,
  type ConnectionReport,
  type FileRunState,
  type LinkStatus,
} from '#core/production/printer-links/link-status';
import {
  octoPrintErrorSchema,
  octoPrintFileSchema,
  octoPrintJobSchema,
  octoPrintPrinterSchema,
  octoPrintUploadSchema,
  octoPrintVersionSchema,
  type OctoPrintJob,
} from '#core/production/printer-links/octoprint-answers';
import {
  octoPrintJobFile,
  octoPrintLinkState,
  octoPrintProgress,
  octoPrintStatus,
} from '#core/production/printer-links/octoprint-status';
import {
  PrinterLinkError,
  type PrinterAdapter,
  type PrinterConnection,
  type StartOutcome,
} from './printer-adapter';
import { printerRequest, type PrinterAnswer, type PrinterRequest } from './printer-http';

/** An upload of a few MB over a Pi's Wi-Fi takes seconds; the answer limit stays the same. */
export const OCTOPRINT_UPLOAD_TIMEOUT_MS = 60_000;

export type OctoPrintAdapterOptions = {
  /**
   * OctoPrint answers a start with 204 before the printer moves (`Starting`, or still
   * `Operational` for a moment): the job is read this many times, this far apart, until it shows
   * our file printing.
   */
  confirmChecks?: number;
  confirmDelayMs?: number;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** OctoPrint's words for a refusal: its `{error}` JSON, or the plain text older versions send. */
function refusalOf(answer: PrinterAnswer): string | null {
  const parsed = octoPrintErrorSchema.safeParse(answer.json);
  return boundedText(parsed.success ? parsed.data.error : answer.text, 200);
}

function parsed<T>(schema: z.ZodType<T>, answer: PrinterAnswer, what: string): T {
  const result = schema.safeParse(answer.json);
  if (answer.status < 200 || answer.status >= 300 || !result.success) {
    const said = answer.status >= 300 ? `: ${refusalOf(answer) ?? 'no reason given'}` : '';
    throw new PrinterLinkError(
      `OctoPrint's answer to ${what} is not the documented one (HTTP ${answer.status})${said}.`,
      'bad_answer',
    );
  }
  return result.data;
}

/** A 204 (or a 200 from a proxy) is OctoPrint's "done"; anything else says why not. */
function expectDone(answer: PrinterAnswer, what: string): void {
  if (answer.status === 204 || answer.status === 200) return;
  throw new PrinterLinkError(
    `OctoPrint refused to ${what} (HTTP ${answer.status}): ${refusalOf(answer) ?? 'no reason given'}.`,
    'bad_answer',
  );
}

/** The sentence the printer form shows when "Test connection" fails. */
function reasonOf(error: unknown): string {
  if (!(error instanceof PrinterLinkError))
    return 'The printer could not be read: an unexpected error.';
  if (error.code === 'unauthorized')
    return 'OctoPrint refused the API key: copy it again from OctoPrint (Settings, Application Keys).';
  if (error.code === 'bad_answer' && /not the documented/.test(error.message))
    return `Something answered at this address, but not as OctoPrint does. ${error.message}`;
  return error.message;
}

/** The OctoPrint side of the printer link (decision 178), over its REST API. */
export function createOctoPrintAdapter(
  connection: PrinterConnection,
  options: OctoPrintAdapterOptions = {},
): PrinterAdapter {
  const confirmChecks = options.confirmChecks ?? 6;
  const confirmDelayMs = options.confirmDelayMs ?? 500;
  const call = (request: PrinterRequest) => printerRequest(connection, request);
  // Our names only (`lw-<id>.gcode`), encoded: never a path from the printer.
  const filePath = (name: string) => `/api/files/local/${encodeURIComponent(name)}`;

  const readJob = async () =>
    parsed(octoPrintJobSchema, await call({ method: 'GET', path: '/api/job' }), 'GET /api/job');

  async function status(): Promise<LinkStatus> {
    const [job, printerAnswer] = await Promise.all([
      readJob(),
      call({ method: 'GET', path: '/api/printer', query: { exclude: 'sd' } }),
    ]);
    // 409 is OctoPrint's "Printer is not operational": its board is not connected or in error.
    const printer =
      printerAnswer.status === 409
        ? null
        : parsed(octoPrintPrinterSchema, printerAnswer, 'GET /api/printer');
    return octoPrintStatus(job, printer);
  }

  async function jobCommand(body: Record<string, string>, what: string): Promise<void> {
    expectDone(await call({ method: 'POST', path: '/api/job', json: body }), what);
  }

  /** Our file on, or done at 100 % (a very short print may end before the first check). */
  function startedOurs(job: OctoPrintJob, fileName: string): boolean {
    if (octoPrintJobFile(job) !== fileName) return false;
    const state = octoPrintLinkState(job.state, undefined);
    if (state === 'printing' || state === 'paused') return true;
    return state === 'ready' && octoPrintProgress(job.progress?.completion) === 1;
  }

  return {
    kind: 'octoprint',

    async test(): Promise<ConnectionReport> {
      try {
        const answer = await call({ method: 'GET', path: '/api/version' });
        const version = parsed(octoPrintVersionSchema, answer, 'GET /api/version');
        const now = await status();
        const server = boundedText(version.server, 100) ?? 'unknown version';
        return { ok: true, version: `OctoPrint ${server}`, state: now.state, message: now.message };
      } catch (error) {
        return { ok: false, reason: reasonOf(error).slice(0, 300) };
      }
    },

    status,

    async upload(fileName, gcode) {
      const answer = await call({
        method: 'POST',
        path: '/api/files/local',
        form: {
          fields: { select: 'false', print: 'false' },
          file: { field: 'file', name: fileName, bytes: gcode },
        },
        timeoutMs: OCTOPRINT_UPLOAD_TIMEOUT_MS,
      });
      const upload = parsed(octoPrintUploadSchema, answer, 'the upload');
      // OctoPrint renames what it finds unsafe; a start would then target another name.
      if (upload.files.local.name !== fileName)
        throw new PrinterLinkError(
          `OctoPrint stored the file under another name (${boundedText(upload.files.local.name, 80)}).`,
          'bad_answer',
        );
      if (upload.done === false)
        throw new PrinterLinkError('OctoPrint has not finished storing the file.', 'bad_answer');
    },

    async start(fileName): Promise<StartOutcome> {
      const answer = await call({
        method: 'POST',
        path: filePath(fileName),
        json: { command: 'select', print: true },
      });
      // A print on, or the printer not operational: never retried blindly.
      if (answer.status === 409)
        return {
          kind: 'conflict',
          reason: refusalOf(answer) ?? 'OctoPrint refused the start (409).',
        };
      if (answer.status === 404)
        return { kind: 'not_started', reason: 'OctoPrint does not have the file.' };
      expectDone(answer, 'start the print');
      // 204 alone is not a start: the job must show our file printing.
      let job = await readJob();
      for (let check = 1; check < confirmChecks && !startedOurs(job, fileName); check++) {
        const state = octoPrintLinkState(job.state, undefined);
        if (state === 'error' || state === 'offline') break;
        await wait(confirmDelayMs);
        job = await readJob();
      }
      if (startedOurs(job, fileName)) return { kind: 'started' };
      const other = octoPrintJobFile(job);
      const said = boundedText(job.error, 120) ?? boundedText(job.state, 60) ?? 'unknown';
      const printing = octoPrintLinkState(job.state, undefined) === 'printing';
      return {
        kind: 'not_started',
        reason:
          printing && other !== fileName
            ? 'OctoPrint accepted the start but is printing another file.'
            : `OctoPrint accepted the start but the printer is not printing it (${said}).`,
      };
    },

    pause: () => jobCommand({ command: 'pause', action: 'pause' }, 'pause'),
    resume: () => jobCommand({ command: 'pause', action: 'resume' }, 'resume'),
    cancel: () => jobCommand({ command: 'cancel' }, 'cancel'),

    async lastRunOf(fileName): Promise<FileRunState> {
      const job = await readJob();
      const ours = octoPrintJobFile(job) === fileName;
      const state = octoPrintLinkState(job.state, undefined);
      if (ours && (state === 'printing' || state === 'paused')) return state;
      // OctoPrint logs no history for a print stopped by an error: the job says it.
      if (ours && state === 'error') return 'error';
      const answer = await call({ method: 'GET', path: filePath(fileName) });
      if (answer.status === 404) return 'none';
      const file = parsed(octoPrintFileSchema, answer, `GET ${filePath('<file>')}`);
      const last = file.prints?.last;
      if (last) return last.success ? 'complete' : state === 'error' ? 'error' : 'cancelled';
      // History is written just after the end: a job of ours at 100 % has completed.
      if (ours && state === 'ready' && octoPrintProgress(job.progress?.completion) === 1)
        return 'complete';
      if (state === 'offline')
        throw new PrinterLinkError(
          'OctoPrint is not connected to its printer: the run cannot be settled yet.',
          'unreachable',
        );
      // The shop selects its files only to print them: selected, not on, no history means the
      // print was lost (the board reset, a lost link), and the owner checks the bed.
      return ours ? 'error' : 'none';
    },

    watch: () => null,
  };
}
