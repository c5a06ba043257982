/**
 * Server-side rendering of the public pages, built to dist/ssr. At build time
 * (scripts/prerender-pages.ts) `renderPage` renders each public page as a first visit sees it:
 * signed out, default theme, empty storage, no data. At request time the server renders /shop
 * with the catalogue through `renderLivePage` (decision 055). The browser hydrates either with the
 * same tree (start-app.tsx).
 */
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { LivePageRenderer, PageData } from '#core/site/live-page';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/app-routes';
import { preloadRoutes, withLazyElements } from './app/lazy-route-elements';
import { createQueryClient } from './app/query-client';
import { createRoutesFor } from './app/routes';
import { storeKeys } from './lib/store-query-keys';
import { productSlugOfPath } from '#core/catalog/product-path';
import { productPageUrl } from './features/catalog/api/get-product-page';
import { POLICIES_URL } from './features/site/api/get-policies';
import { POLICY_KINDS, policyPath } from '#core/settings/policy-pages';
import { setExternalStoreUrlForRender, setSiteForRender } from './lib/site-config';
import { recordedClassMerges } from './lib/class-merge-table';
import {
  CONTACT_EMAIL_PLACEHOLDER,
  STORE_NAME_PLACEHOLDER,
} from '#core/site/prerender-placeholders';

type PageQuery = { key: readonly unknown[]; url: string };

/** The public answers each live page renders from, and the query each one fills. */
const PAGE_QUERIES: Record<string, PageQuery[]> = {
  '/shop': [
    { key: storeKeys.products, url: '/api/products' },
    { key: storeKeys.categories, url: '/api/categories' },
  ],
  // The owner's policy texts (decision 173); a save renders them again (web.ts, readSite).
  ...Object.fromEntries(
    POLICY_KINDS.map((kind) => [
      policyPath(kind),
      [{ key: storeKeys.policies, url: POLICIES_URL }],
    ]),
  ),
};

/** /shop and each product's page, /shop/<slug> (decision 128). */
function pageQueries(path: string): PageQuery[] {
  const slug = productSlugOfPath(path);
  if (slug !== null) return [{ key: storeKeys.productPage(slug), url: productPageUrl(slug) }];
  return PAGE_QUERIES[path] ?? [];
}

export { recordedClassMerges };

export const pageDataUrls: LivePageRenderer['pageDataUrls'] = (path) =>
  pageQueries(path).map(({ url }) => url);

export async function renderPage(
  path: string,
  origin: string,
  externalStoreUrl: string,
  queryClient?: QueryClient,
): Promise<string> {
  setExternalStoreUrlForRender(externalStoreUrl);
  // The server writes the shop's own name and address in their place as it serves the page.
  setSiteForRender({ storeName: STORE_NAME_PLACEHOLDER, contactEmail: CONTACT_EMAIL_PLACEHOLDER });
  const location = new URL(path, origin).pathname;
  const routes = withLazyElements(createRoutesFor(location));
  await preloadRoutes(routes, location);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouter location={location}>
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

export const renderLivePage: LivePageRenderer['renderLivePage'] = async (
  path,
  origin,
  externalStoreUrl,
  answers,
  answeredAt,
) => {
  const queryClient = createQueryClient();
  const data: PageData = { queries: [] };
  for (const { key, url } of pageQueries(path)) {
    queryClient.setQueryData(key, answers[url], { updatedAt: answeredAt });
    data.queries.push([key, answers[url], answeredAt]);
  }
  try {
    const html = await renderPage(path, origin, externalStoreUrl, queryClient);
    return { html, data: JSON.stringify(data), classMerges: recordedClassMerges() };
  } finally {
    queryClient.clear(); // its garbage-collection timers would otherwise hold the answers for 5 min
  }
};
