import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FLOOR_SCRIPT_PATH = '/__react-floor.js';

/**
 * The floor's page: the shop's own HTML for the path with the app's scripts (the content of
 * `<template id="app-scripts">`) replaced by the React floor, so the loader, the markup, the
 * stylesheet and the images are the real page's. Everything else is passed to the shop.
 */
export function withFloorScript(html: string): string {
  return html.replace(
    /(<template id="app-scripts">)[\s\S]*?(<\/template>)/,
    (_m, open: string, close: string) =>
      `${open}<script type="module" src="${FLOOR_SCRIPT_PATH}"></script>${close}`,
  );
}

/** A proxy on its own port that serves the floor's pages and script, and the shop's everything else. */
export async function startFloorProxy(
  shopUrl: string,
  floorScript: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    const path = req.url ?? '/';
    if (path === FLOOR_SCRIPT_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      return res.end(floorScript);
    }
    const upstream = await fetch(`${shopUrl}${path}`, {
      headers: { accept: req.headers.accept ?? '*/*' },
      redirect: 'manual',
    });
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    const body = Buffer.from(await upstream.arrayBuffer());
    // The shop's CSP allows its own scripts by hash; the floor's page is a bench artefact, served
    // without one (its inline scripts are the shop's, unchanged).
    res.writeHead(upstream.status, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(type.startsWith('text/html') ? withFloorScript(body.toString('utf8')) : body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
