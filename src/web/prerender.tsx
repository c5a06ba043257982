/**
 * Build-time prerender of the public pages (scripts/prerender-pages.ts runs it in Node):
 * the HTML the browser paints before any script runs. It shows the signed-out, default-theme
 * page with empty storage; the browser then hydrates it (main.tsx) with the same tree.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/app-routes';
import { preloadRoutes, withLazyElements } from './app/lazy-route-elements';
import { createRoutes } from './app/routes';
import { setExternalStoreUrlForRender } from './lib/site-config';

export async function renderPage(path: string, origin: string, externalStoreUrl: string): Promise<string> {
  setExternalStoreUrlForRender(externalStoreUrl);
  const routes = withLazyElements(createRoutes());
  await preloadRoutes(routes, path);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={new URL(path, origin).pathname}>
          <AppRoutes routes={routes} />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // Never outline a large Suspense boundary into a later segment: that needs React's inline
    // `$RC` script, which the CSP does not allow. The page arrives whole, in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
