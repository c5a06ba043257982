/**
 * Build-time prerender of the public pages (scripts/prerender-pages.ts runs it in Node):
 * the HTML the browser paints before any script runs. It shows the signed-out, default-theme
 * page with empty storage; the app then renders over it in the browser (main.tsx).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/routes';
import { setExternalStoreUrlForRender } from './lib/site-config';

export async function renderPage(path: string, origin: string, externalStoreUrl: string): Promise<string> {
  setExternalStoreUrlForRender(externalStoreUrl);
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(new URL(path, origin)));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
