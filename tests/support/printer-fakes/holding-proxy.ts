import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';

/**
 * A transparent HTTP proxy in front of a printer fake (websocket upgrades piped through), that
 * can hold the requests matching a test's rule: the request has reached "the network" but not
 * the printer, so a test can kill the shop at that exact point and then decide whether the
 * printer got it (`forward`) or not (`drop`). Tests only.
 */
export type HoldingProxy = {
  url: string;
  /** Holds every request that `match`es from now on (null: none). */
  hold(match: ((method: string, path: string) => boolean) | null): void;
  /** Resolves with the path of the first held request. */
  held(): Promise<string>;
  /** What happens to the held requests: passed on to the printer, or their connections cut. */
  release(how: 'forward' | 'drop'): void;
  /** Who sent each request, as `identify` named its connection (with its arrival time). */
  senders: { who: string; at: number }[];
  close(): Promise<void>;
};

export async function startHoldingProxy(
  target: string,
  options: { identify?: (remotePort: number) => string } = {},
): Promise<HoldingProxy> {
  const to = new URL(target);
  let match: ((method: string, path: string) => boolean) | null = null;
  const waiting: { req: IncomingMessage; res: ServerResponse; body: Buffer }[] = [];
  let arrived: (path: string) => void = () => undefined;
  let firstHeld = new Promise<string>((resolve) => (arrived = resolve));

  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const out = request(
      {
        host: to.hostname,
        port: to.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    // The shop may be gone (killed) by the time the printer answers.
    out.on('error', () => res.destroy());
    res.on('error', () => undefined);
    out.end(body);
  };

  const senders: { who: string; at: number }[] = [];
  const names = new WeakMap<object, string>();
  const server = createServer((req, res) => {
    if (options.identify) {
      let who = names.get(req.socket);
      if (who === undefined) {
        who = options.identify(req.socket.remotePort ?? 0);
        names.set(req.socket, who);
      }
      senders.push({ who, at: Date.now() });
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('error', () => undefined);
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = new URL(req.url ?? '/', 'http://proxy').pathname;
      if (match?.(req.method ?? 'GET', path)) {
        waiting.push({ req, res, body });
        arrived(path);
        return;
      }
      forward(req, res, body);
    });
  });
  server.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => {
    const upstream = connect(Number(to.port), to.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
    socket.on('close', () => upstream.destroy());
    upstream.on('close', () => socket.destroy());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const release = (how: 'forward' | 'drop') => {
    for (const { req, res, body } of waiting.splice(0)) {
      if (how === 'forward') forward(req, res, body);
      else res.destroy();
    }
  };
  return {
    url: `http://127.0.0.1:${port}`,
    hold(rule) {
      match = rule;
      firstHeld = new Promise<string>((resolve) => (arrived = resolve));
    },
    held: () => firstHeld,
    release,
    senders,
    async close() {
      release('drop');
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
    },
  };
}
