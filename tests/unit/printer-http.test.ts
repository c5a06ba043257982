import { createServer, type RequestListener } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createOctoPrintAdapter } from '../../src/server/production/printer-links/octoprint-adapter';
import { PrinterLinkError } from '../../src/server/production/printer-links/printer-adapter';
import {
  PRINTER_MAX_ANSWER_BYTES,
  printerRequest,
} from '../../src/server/production/printer-links/printer-http';

/**
 * The worst a printer (or whatever answers at its address) can send (decision 178): every
 * request has a time limit, reads at most 256 KB whatever the headers say, follows no redirect,
 * and a deep answer within the limit costs a parse, not a recursion.
 */

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

async function serve(handler: RequestListener): Promise<string> {
  const server = createServer(handler);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  closers.push(() => {
    server.closeAllConnections();
    server.close();
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A raw TCP server, to send what an HTTP library would not (a lying Content-Length). */
async function serveRaw(onSocket: (socket: Socket) => void): Promise<string> {
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.once('data', () => onSocket(socket));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  closers.push(() => {
    for (const socket of sockets) socket.destroy();
    server.close();
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const connection = (baseUrl: string) => ({ kind: 'octoprint' as const, baseUrl, apiKey: 'k' });

async function failure(promise: Promise<unknown>): Promise<PrinterLinkError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PrinterLinkError);
  return error as PrinterLinkError;
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await run();
  return [value, performance.now() - started];
}

describe('printerRequest against hostile answers', () => {
  it('stops a 50 MB answer at the limit, fast, without reading the rest', async () => {
    let written = 0;
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const more = () => {
        while (written < 50 * 1024 * 1024 && !res.destroyed) {
          written += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', more);
        }
        res.end();
      };
      res.on('close', () => res.destroy());
      more();
    });
    const [error, ms] = await timed(() =>
      failure(printerRequest(connection(url), { method: 'GET', path: '/api/job' })),
    );
    expect(error.code).toBe('too_large');
    expect(error.message).toContain(String(PRINTER_MAX_ANSWER_BYTES));
    expect(ms).toBeLessThan(2_000);
    // Socket buffers hold a few MB at most: the client stopped reading long before 50 MB.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(written).toBeLessThan(16 * 1024 * 1024);
  });

  it('refuses a declared length over the limit before reading the body', async () => {
    let written = 0;
    const url = await serveRaw((socket) => {
      socket.write('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n');
      socket.write(`Content-Length: ${50 * 1024 * 1024}\r\n\r\n{"a":"`);
      written = 7;
    });
    const error = await failure(printerRequest(connection(url), { method: 'GET', path: '/x' }));
    expect(error.code).toBe('too_large');
    expect(written).toBe(7);
  });

  it('reads only the declared length when the body is longer, then finds it is no JSON', async () => {
    const url = await serveRaw((socket) => {
      socket.write(
        'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 12\r\n\r\n',
      );
      socket.write('{"state": "P' + 'x'.repeat(1024 * 1024));
    });
    const [error, ms] = await timed(() =>
      failure(printerRequest(connection(url), { method: 'GET', path: '/x' })),
    );
    expect(error.code).toBe('bad_answer');
    expect(ms).toBeLessThan(2_000);
  });

  it('takes a body shorter than declared, cut off, as a broken connection', async () => {
    const url = await serveRaw((socket) => {
      socket.end(
        'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"a"',
      );
    });
    const error = await failure(printerRequest(connection(url), { method: 'GET', path: '/x' }));
    expect(error.code).toBe('unreachable');
  });

  it('follows no redirect', async () => {
    let followed = 0;
    const target = await serve((_req, res) => {
      followed += 1;
      res.end('{}');
    });
    for (const status of [301, 302, 307, 308]) {
      const url = await serve((_req, res) => {
        res.writeHead(status, { Location: `${target}/api/job` }).end();
      });
      const error = await failure(printerRequest(connection(url), { method: 'GET', path: '/a' }));
      expect(error.code).toBe('redirect');
    }
    expect(followed).toBe(0);
  });

  it('gives up on a printer that never answers, or answers a byte at a time', async () => {
    const silent = await serveRaw(() => {});
    const [error, ms] = await timed(() =>
      failure(printerRequest(connection(silent), { method: 'GET', path: '/x', timeoutMs: 300 })),
    );
    expect(error.code).toBe('timeout');
    expect(ms).toBeGreaterThanOrEqual(290);
    expect(ms).toBeLessThan(1_500);

    const dripping = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      const drip = setInterval(() => (res.destroyed ? clearInterval(drip) : res.write(' ')), 50);
      res.on('close', () => clearInterval(drip));
    });
    const [late, lateMs] = await timed(() =>
      failure(printerRequest(connection(dripping), { method: 'GET', path: '/x', timeoutMs: 300 })),
    );
    expect(late.code).toBe('timeout');
    expect(lateMs).toBeLessThan(1_500);
  });

  it('says a refused key and JSON that does not parse', async () => {
    const refused = await serve((_req, res) => res.writeHead(403).end('Forbidden'));
    expect(
      (await failure(printerRequest(connection(refused), { method: 'GET', path: '/x' }))).code,
    ).toBe('unauthorized');
    const broken = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"state": "Printing"');
    });
    expect(
      (await failure(printerRequest(connection(broken), { method: 'GET', path: '/x' }))).code,
    ).toBe('bad_answer');
  });
});

describe('deep answers within the limit', () => {
  const depth = 100_000;

  it('parses a 200 KB nest without recursion, and the schema refuses it', async () => {
    const nest = '['.repeat(depth) + ']'.repeat(depth);
    expect(nest.length).toBeLessThan(PRINTER_MAX_ANSWER_BYTES);
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(nest);
    });
    const adapter = createOctoPrintAdapter(connection(url));
    const [error, ms] = await timed(() => failure(adapter.status()));
    expect(error.code).toBe('bad_answer');
    expect(ms).toBeLessThan(1_000);
  });

  it('drops a deep extra field unread: only the documented fields are walked', async () => {
    const deep = '{"a":'.repeat(depth / 4) + '1' + '}'.repeat(depth / 4);
    const job = `{"state":"Printing","progress":{"completion":50},"plugin":${deep}}`;
    const printer = `{"state":{"text":"Printing","flags":{"printing":true}},"x":${deep}}`;
    expect(job.length).toBeLessThan(PRINTER_MAX_ANSWER_BYTES);
    const url = await serve((req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(req.url?.startsWith('/api/printer') ? printer : job);
    });
    const adapter = createOctoPrintAdapter(connection(url));
    const [status, ms] = await timed(() => adapter.status());
    expect(status).toMatchObject({ state: 'printing', progress: 0.5 });
    expect(ms).toBeLessThan(1_000);
  });
});
