import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileAnswer, jobAnswer, printerAnswer } from './fake-octoprint-answers';
import { FakePrinter, type PrinterOptions, type Refusal } from './fake-octoprint-printer';
import { readBody, readJson, send } from './fake-http';
import { readMultipart } from './multipart-form';

/**
 * A fake OctoPrint speaking its documented REST API (docs.octoprint.org/en/master/api) to the
 * shop's real adapter over real HTTP on 127.0.0.1: `X-Api-Key`, `GET /api/version`,
 * `GET /api/printer` (409 when not operational), `GET|POST /api/job`, multipart
 * `POST /api/files/local`, `GET|POST /api/files/local/<name>`, errors as `{error}` JSON.
 * Failures are injected at run time through `control` (from another process: through
 * `run-fake-octoprint.ts`). Tests only: never imported by src/.
 */

export type FakeOctoPrintOptions = Partial<PrinterOptions> & {
  apiKey?: string;
  /** The `server` of `/api/version`. */
  version?: string;
  /** Uploads over this are refused with a 413 before they are parsed. */
  maxUploadBytes?: number;
};

export type OfflineMode = 'refuse' | 'disconnected';

export type FakeOctoPrintControl = {
  /** The next print (or the current one) goes to Error at `fraction` (0.4 = 40 %). */
  failAt(fraction: number): void;
  /**
   * `refuse`: OctoPrint is unreachable (connections refused) while the print goes on.
   * `disconnected`: OctoPrint answers but its printer link dropped (409 'Printer is not
   * operational' on /api/printer), losing any print on.
   */
  goOffline(mode?: OfflineMode): Promise<void>;
  /** Reachable and connected again; an Error state is cleared as by a reconnect. */
  comeBack(): Promise<void>;
  /** Starts answer 204 (and uploads with print=true effectivePrint: false) but never print. */
  silentNonStart(on?: boolean): void;
  /** OctoPrint's own 409 on a start while printing (on by default); off: a silent 204. */
  conflictWhilePrinting(on: boolean): void;
  printsStarted(): number;
  startsOf(name: string): number;
  fileNames(): string[];
  fileBytes(name: string): Buffer | null;
  stateText(): string;
  /** How many requests each `METHOD /path` got. */
  requests(): Record<string, number>;
};

export type FakeOctoPrint = {
  url: string;
  apiKey: string;
  control: FakeOctoPrintControl;
  close(): Promise<void>;
};

/** OctoPrint's 204, or its refusal as `{error}` JSON. */
function refuse(res: ServerResponse, refusal: Refusal | null): void {
  if (refusal) send(res, refusal.status, { error: refusal.error });
  else send(res, 204);
}

/** OctoPrint's file name sanitising, roughly: what is not safe becomes `_`. */
const sanitized = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 200);

export async function startFakeOctoPrint(
  options: FakeOctoPrintOptions = {},
): Promise<FakeOctoPrint> {
  const apiKey = options.apiKey ?? randomBytes(16).toString('hex').toUpperCase();
  const version = options.version ?? '1.10.2';
  const maxUploadBytes = options.maxUploadBytes ?? 20 * 1024 * 1024;
  const printer = new FakePrinter({
    printSeconds: options.printSeconds ?? 60,
    speed: options.speed ?? 1,
    conflictWhilePrinting: options.conflictWhilePrinting ?? true,
  });
  const counts: Record<string, number> = {};

  async function upload(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req, maxUploadBytes);
    if (!body) return send(res, 413, { error: 'File too large' });
    const parts = readMultipart(body, req.headers['content-type'] ?? '');
    if (!parts) return send(res, 400, { error: 'Invalid multipart request' });
    const field = (key: string) => parts.find((part) => part.name === key);
    const file = field('file');
    if (!file?.filename) return send(res, 400, { error: 'No file included' });
    const name = sanitized(file.filename);
    if (printer.active && printer.selected === name)
      return send(res, 409, { error: 'Trying to overwrite file that is currently being printed' });
    const bytes = Buffer.from(file.bytes);
    const now = Date.now();
    const prints = { success: 0, failure: 0, last: null };
    printer.files.set(name, { name, bytes, date: Math.floor(now / 1000), prints });
    const print = field('print')?.bytes.toString() === 'true';
    const select = print || field('select')?.bytes.toString() === 'true';
    let effectiveSelect = false;
    let effectivePrint = false;
    if (select && printer.operational && !printer.active) {
      // A silent non-start on upload: the file is stored, effectivePrint says it did not print.
      const started = printer.printsStarted;
      printer.select(name, print && !printer.silentNonStart, now);
      effectiveSelect = printer.selected === name;
      effectivePrint = printer.printsStarted > started;
    }
    const refs = { resource: `/api/files/local/${encodeURIComponent(name)}` };
    const local = { name, display: name, path: name, origin: 'local', refs };
    const answer = { files: { local }, done: true, effectiveSelect, effectivePrint };
    send(res, 201, answer, { Location: refs.resource });
  }

  async function jobCommand(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readJson(req);
    const command = body?.command;
    if (command === 'start') return refuse(res, printer.start());
    if (command === 'cancel') return refuse(res, printer.cancel());
    if (command === 'pause')
      return refuse(res, printer.pause(typeof body?.action === 'string' ? body.action : 'toggle'));
    send(res, 400, { error: 'Expected a valid command' });
  }

  async function fileRoute(req: IncomingMessage, res: ServerResponse, raw: string) {
    let name: string;
    try {
      name = decodeURIComponent(raw);
    } catch {
      return send(res, 400, { error: 'Invalid path' });
    }
    const file = printer.files.get(name);
    if (req.method === 'GET') {
      if (!file) return send(res, 404, { error: 'File not found' });
      return send(res, 200, fileAnswer(file));
    }
    const body = await readJson(req);
    if (body?.command !== 'select') return send(res, 400, { error: 'Expected a valid command' });
    refuse(res, printer.select(name, body.print === true));
  }

  let offline: OfflineMode | null = null;
  const control: FakeOctoPrintControl = {
    failAt: (fraction) => printer.failAt(fraction),
    async goOffline(mode = 'refuse') {
      if (offline === 'refuse') await listenAgain();
      offline = mode;
      if (mode === 'disconnected') printer.disconnect();
      else
        await new Promise<void>((done) => {
          server.close(() => done());
          server.closeAllConnections();
        });
    },
    async comeBack() {
      if (offline === 'refuse') await listenAgain();
      offline = null;
      printer.reconnect();
    },
    silentNonStart: (on = true) => void (printer.silentNonStart = on),
    conflictWhilePrinting: (on) => void (printer.options.conflictWhilePrinting = on),
    printsStarted: () => printer.printsStarted,
    startsOf: (name) => printer.startsByFile.get(name) ?? 0,
    fileNames: () => [...printer.files.keys()],
    fileBytes: (name) => printer.files.get(name)?.bytes ?? null,
    stateText: () => (printer.advance(), printer.text),
    requests: () => ({ ...counts }),
  };

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const key = `${req.method} ${path}`;
    counts[key] = (counts[key] ?? 0) + 1;
    const given = req.headers['x-api-key'];
    if (!given) return send(res, 401, { error: 'Unauthorized' });
    if (given !== apiKey) return send(res, 403, { error: 'Invalid API key' });
    printer.advance();
    if (key === 'GET /api/version')
      return send(res, 200, { api: '0.1', server: version, text: `OctoPrint ${version}` });
    if (key === 'GET /api/printer') {
      if (!printer.operational) return send(res, 409, { error: 'Printer is not operational' });
      return send(res, 200, printerAnswer(printer));
    }
    if (key === 'GET /api/job') return send(res, 200, jobAnswer(printer));
    if (key === 'POST /api/job') return jobCommand(req, res);
    if (key === 'POST /api/files/local') return upload(req, res);
    const file = /^\/api\/files\/local\/([^/]+)$/.exec(path);
    if (file && (req.method === 'GET' || req.method === 'POST'))
      return fileRoute(req, res, file[1]!);
    send(res, 404, { error: 'Not found' });
  }

  const server = createServer((req, res) => {
    route(req, res).catch(() => {
      if (!res.headersSent) send(res, 500, { error: 'Internal error' });
      else res.destroy();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const listenAgain = () => new Promise<void>((done) => server.listen(port, '127.0.0.1', done));

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    control,
    async close() {
      if (offline === 'refuse') return;
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
    },
  };
}

/** Several fakes at once (the 50-printer load): closed together. */
export async function startFakeOctoPrints(count: number, options: FakeOctoPrintOptions = {}) {
  const fakes = await Promise.all(Array.from({ length: count }, () => startFakeOctoPrint(options)));
  return { fakes, close: () => Promise.all(fakes.map((fake) => fake.close())) };
}
