import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeKlipper, KlipperError, type FakeKlipper } from './fake-klipper';
import { createFakeMoonrakerSocket } from './fake-moonraker-socket';
import { readMultipart } from './multipart-form';

/**
 * A fake Moonraker on 127.0.0.1 speaking the documented API (Moonraker's docs/external_api) to the
 * shop's real client: `X-Api-Key`, answers wrapped in `{ result }` and errors as
 * `{ error: { code, message } }` (Klipper's own words at 400, 503 without Klipper), the multipart
 * upload answered bare at 201, print start, pause, resume and cancel, the job history, the objects
 * query, and the websocket (fake-moonraker-socket.ts) over a simulated printer (fake-klipper.ts).
 * Failures are injected while it runs. It listens on a real port, so the shop may be another
 * process. Tests only: never imported by src/.
 */

export type FakeMoonrakerOptions = {
  apiKey?: string;
  /** Simulated seconds a print takes (600) and simulated seconds per real second (60). */
  printSeconds?: number;
  speed?: number;
  /** How often the print advances and subscribers hear of it. Moonraker's own is 250 ms. */
  tickMs?: number;
  maxUploadBytes?: number;
  version?: string;
};

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > maxBytes)
    throw new HttpError(413, 'Request too large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new HttpError(413, 'Request too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Klipper's refusals reach the client as 400 with its words; no Klipper at all is 503. */
function klipper<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof KlipperError)) throw error;
    throw new HttpError(error.message.startsWith('Klippy is') ? 503 : 400, error.message);
  }
}

export async function startFakeMoonraker(options: FakeMoonrakerOptions = {}) {
  const apiKey = options.apiKey ?? randomBytes(16).toString('hex');
  const tickMs = options.tickMs ?? 100;
  const maxUploadBytes = options.maxUploadBytes ?? 16 * 1024 * 1024;
  const printer: FakeKlipper = createFakeKlipper({
    printSeconds: options.printSeconds ?? 600,
    speed: options.speed ?? 60,
  });
  const info = () => ({
    klippy_connected: printer.stats.klippy !== 'disconnected',
    klippy_state: printer.stats.klippy,
    components: ['database', 'file_manager', 'klippy_apis', 'history'],
    failed_components: [],
    registered_directories: ['config', 'gcodes'],
    warnings: [],
    websocket_count: socket.count,
    moonraker_version: options.version ?? 'v0.9.3-fake',
    api_version: [1, 5, 0],
    api_version_string: '1.5.0',
  });
  const socket = createFakeMoonrakerSocket(printer, info, apiKey);
  const counters = { startRequests: 0, uploads: [] as string[] };

  function upload(body: Buffer, contentType: string) {
    const parts = readMultipart(body, contentType);
    const file = parts?.find((part) => part.name === 'file' && part.filename !== null);
    if (!parts || !file?.filename) throw new HttpError(400, 'Multipart filename omitted');
    const field = (name: string) => parts.find((p) => p.name === name)?.bytes.toString();
    if ((field('root') ?? 'gcodes') !== 'gcodes') throw new HttpError(400, 'Invalid root request');
    const name = file.filename;
    if (name.includes('/') || name.includes('..')) throw new HttpError(400, 'Cannot write to path');
    const loaded = printer.stats.filename === name;
    if (loaded && ['printing', 'paused'].includes(printer.stats.state))
      throw new HttpError(403, 'File is loaded, upload not permitted');
    printer.files.set(name, Buffer.from(file.bytes));
    counters.uploads.push(name);
    let started = false;
    if (field('print') === 'true') {
      try {
        printer.start(name);
        started = printer.stats.state === 'printing' && printer.stats.filename === name;
      } catch {
        // Moonraker swallows a failed start: print_started says so.
      }
    }
    const item = {
      path: name,
      root: 'gcodes',
      modified: Date.now() / 1000,
      size: file.bytes.length,
      permissions: 'rw',
    };
    return { item, print_started: started, print_queued: false, action: 'create_file' };
  }

  function objectsQuery(params: URLSearchParams) {
    if (printer.stats.klippy === 'disconnected')
      throw new HttpError(503, 'Klippy Host not connected');
    const objects = printer.objects();
    const status: Record<string, unknown> = {};
    for (const [name, fields] of params) {
      const object = objects[name];
      if (!object) continue;
      status[name] = fields
        ? Object.fromEntries(
            fields
              .split(',')
              .filter((f) => f in object)
              .map((f) => [f, object[f]]),
          )
        : object;
    }
    return { eventtime: performance.now() / 1000, status };
  }

  function history(params: URLSearchParams) {
    const limit = Math.min(Number(params.get('limit') ?? 50) || 50, 1000);
    const start = Number(params.get('start') ?? 0) || 0;
    const ordered =
      params.get('order') === 'asc' ? [...printer.history] : [...printer.history].reverse();
    const jobs = ordered.slice(start, start + limit);
    return { count: jobs.length, jobs };
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const call = `${req.method} ${url.pathname}`;
    const filename = () => url.searchParams.get('filename') ?? '';
    const ok = (run: () => void) => (klipper(run), 'ok');
    if (req.headers['x-api-key'] !== apiKey) throw new HttpError(401, 'Unauthorized');
    if (call === 'POST /server/files/upload') {
      const body = await readBody(req, maxUploadBytes);
      return sendJson(res, 201, upload(body, req.headers['content-type'] ?? ''));
    }
    await readBody(req, 64 * 1024);
    const routes: Record<string, () => unknown> = {
      'GET /server/info': info,
      'GET /printer/objects/query': () => objectsQuery(url.searchParams),
      'GET /server/history/list': () => history(url.searchParams),
      'POST /printer/print/start': () => {
        counters.startRequests += 1;
        return ok(() => printer.start(filename()));
      },
      'POST /printer/print/pause': () => ok(() => printer.pause()),
      'POST /printer/print/resume': () => ok(() => printer.resume()),
      'POST /printer/print/cancel': () => ok(() => printer.cancel()),
    };
    const handler = routes[call];
    if (!handler) throw new HttpError(404, 'Not Found');
    sendJson(res, 200, { result: handler() });
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500;
      if (!res.headersSent)
        sendJson(res, status, { error: { code: status, message: (error as Error).message } });
      if (status === 413) req.destroy();
    });
  });
  server.on('upgrade', (req, duplex, head) => socket.upgrade(req, duplex, head as Buffer));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const timer = setInterval(() => {
    printer.tick(tickMs);
    socket.tick();
  }, tickMs);
  let offline = false;

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    /** The simulated printer, to read (print_stats, files, history). */
    printer,
    get printsStarted() {
      return printer.printsStarted;
    },
    get startRequests() {
      return counters.startRequests;
    },
    uploads: counters.uploads,
    get socketCount() {
      return socket.count;
    },
    /** The print fails with a heater error when it reaches this fraction (null: never). */
    failAt: (fraction: number | null) => printer.setFailAt(fraction),
    /** Starts answer "ok" and nothing prints. */
    silentNonStart: (on = true) => printer.setSilentNonStart(on),
    /** The open sockets stay open and fall silent. */
    staleSocket: () => socket.stale(),
    sendToSockets: (data: string | Buffer, binary = false) => socket.sendRaw(data, binary),
    /** The host drops off the network: connections refused, the print goes on. */
    async goOffline() {
      if (offline) return;
      offline = true;
      socket.terminateAll();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async comeBack() {
      if (!offline) return;
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      offline = false;
    },
    /** Moonraker loses Klipper (aborting a print) and gets it back, restarted. */
    disconnectKlippy() {
      printer.disconnectKlippy();
      socket.notify('notify_klippy_disconnected');
    },
    reconnectKlippy() {
      printer.reconnectKlippy();
      socket.notify('notify_klippy_ready');
    },
    async close() {
      clearInterval(timer);
      await socket.close();
      server.closeAllConnections();
      if (!offline) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeMoonraker = Awaited<ReturnType<typeof startFakeMoonraker>>;
