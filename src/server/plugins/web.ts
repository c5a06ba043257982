import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppRoute } from '#core/site/match-app-route';
import { NOT_FOUND_PAGE_KEY } from '#core/site/not-found-page';
import { findPageMeta, normalisePagePath } from '#core/site/page-meta';
import { pickEncoding } from '../lib/http-negotiation';
import { registerCrawlerFiles } from './crawler-files';
import { loadPagePreloads, withPreloads } from './page-preloads';
import {
  loadPrerenderedPages,
  withPrerenderedMarkup,
  type PrerenderedPages,
} from './prerendered-pages';
import { renderIndex } from './render-index';
import { classMergesScript, livePages, loadLiveRenderer, type LivePage } from './live-pages';
import {
  createLivePageCache,
  isNotModified,
  renderedPage,
  withValidators,
  type RenderedPage,
} from './page-cache';
import { PRERENDERED_CLASS_MERGES_KEY } from '#core/site/class-merges';
import { productSlugOfPath } from '#core/catalog/product-path';
import { lookUpProductPage, type ProductPageLookup } from './product-page-lookup';
import type { IndexContext } from './render-index';
import type { SiteSettings } from '../settings/read-site-settings';

export type WebBundle = {
  dir: string;
  indexHtml: string;
  inlineScriptHashes: string[];
  prerendered: PrerenderedPages;
};

/** Reads the built SPA's index.html once and hashes its inline scripts for the CSP. */
export function loadWebBundle(dir: string | undefined): WebBundle | null {
  if (!dir) return null;
  const indexPath = join(dir, 'index.html');
  if (!existsSync(indexPath)) return null;
  const indexHtml = readFileSync(indexPath, 'utf8');
  const inlineScriptHashes = [
    ...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g),
  ]
    .map((m) => m[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `sha256-${createHash('sha256').update(body).digest('base64')}`);
  return { dir, indexHtml, inlineScriptHashes, prerendered: loadPrerenderedPages(dir) };
}

const MAX_RENDERED_PAGES = 500;
/** Stock does not move the catalogue's version: a live page reads its data again this often. */
const STOCK_LAG_MS = 900;
/** HTML of live pages kept at most (a crawl of every product's page walks past it). */
const MAX_LIVE_PAGE_BYTES = 96 * 1024 * 1024;
/**
 * Decision 177: anyone (a proxy, a CDN) may keep a public page, but must ask again before each
 * use, which costs a 304 here; no price is ever served older than the change that made it.
 */
const PUBLIC_PAGE_CACHE = 'public, max-age=0, must-revalidate';
/**
 * Brotli's quality for a page's HTML, compressed once per page and kept: a crawler asks for
 * every page once, so each fresh page pays it. On a 40 KB page quality 9 cost ~11 ms of CPU and
 * quality 5 ~0.9 ms, for output about 1% larger.
 */
const PAGE_BROTLI_QUALITY = 5;

/**
 * Serves the SPA. Hashed assets are cached for a year; everything else revalidates. A path the
 * app has a route for (core/site/match-app-route) gets index.html with that page; any other page
 * path gets status 404 with the prerendered not-found page, which hydrates like any page (no
 * soft 404 for crawlers to index); unknown /api paths get JSON.
 */
export async function registerWeb(app: FastifyInstance, bundle: WebBundle | null): Promise<void> {
  if (bundle) {
    await app.register(fastifyStatic, {
      root: bundle.dir,
      wildcard: true,
      index: false,
      // Serves the .br / .gz files written at build (scripts/vite-precompress.ts) when accepted.
      preCompressed: true,
      setHeaders(res, path) {
        const immutable = path.includes(`${join(bundle.dir, 'assets')}`);
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }
  registerCrawlerFiles(app);
  // Each page's index.html (its own meta tags) is rendered and compressed once, then reused:
  // it is the first thing every visit fetches. Bounded, since any path may be asked for.
  const pages = new Map<string, RenderedPage>();
  const preloadsFor = bundle
    ? loadPagePreloads(bundle.dir, bundle.indexHtml)
    : () => ({ data: [], modules: [] });
  const live = livePages(app, bundle ? await loadLiveRenderer(bundle.dir) : null);
  const builtMerges = bundle?.prerendered.get(PRERENDERED_CLASS_MERGES_KEY);
  const prerenderedMerges = builtMerges ? classMergesScript(builtMerges) : '';
  // The catalogue's version as committed now (decision 177); a move may be a Settings save made
  // in another process, so the Settings are read again too.
  let seenVersion: number | undefined;
  const catalogVersion = async () => {
    const version = await app.catalogVersion.current();
    if (version !== seenVersion) {
      seenVersion = version;
      app.siteSettings.invalidate();
    }
    return version;
  };
  // /shop and the product pages, each kept until what it was made from changes (decision 177).
  const livePageCache = createLivePageCache({
    version: catalogVersion,
    stockLagMs: STOCK_LAG_MS,
    maxBytes: MAX_LIVE_PAGE_BYTES,
  });
  // The Settings every page carries (decision 133): when they change, every cached page goes.
  let site: SiteSettings | undefined;
  const readSite = async () => {
    const now = await app.siteSettings.read();
    if (now !== site) {
      // The first read changes no page: none was made yet (a live page being made keeps it).
      if (site) livePageCache.clear();
      site = now;
      pages.clear();
      notFoundPage = undefined;
    }
    return now;
  };
  // Every unknown path gets the same not-found HTML (no canonical URL in it): built once.
  let notFoundPage: RenderedPage | undefined;
  const build = (
    path: string,
    reply: FastifyReply,
    live: LivePage | null,
    notFound = false,
    head?: IndexContext['page'],
    previous?: RenderedPage,
  ): RenderedPage => {
    const { externalStoreUrl, storeName, contactEmail, deliveryTime } = site!;
    const index = renderIndex(bundle?.indexHtml ?? '', {
      path,
      publicUrl: app.config.publicUrl,
      externalStoreUrl,
      storeName,
      contactEmail,
      deliveryTime,
      csp: String(reply.getHeader('content-security-policy') ?? ''),
      notFound,
      page: head,
    });
    const markup =
      live?.markup ??
      bundle?.prerendered.get(notFound ? NOT_FOUND_PAGE_KEY : normalisePagePath(path));
    const { data, modules } = notFound ? { data: [], modules: [] } : preloadsFor(path);
    // A live page carries its data: no request for it to preload.
    const html = withPreloads(
      withPrerenderedMarkup(index, markup, externalStoreUrl, { storeName, contactEmail }),
      {
        data: live ? [] : data,
        modules,
      },
    );
    // A live page carries its data and its render's class merges; a prerendered one the build's
    // merges (decision 146).
    const scripts = (live ? [live.dataScript, live.classMergesScript] : [prerenderedMerges])
      .filter(Boolean)
      .join('\n  ');
    return renderedPage(
      scripts ? html.replace('</body>', () => `  ${scripts}\n  </body>`) : html,
      previous,
    );
  };
  /** A live page made from its answers, or the prerendered one should the render fail. */
  const renderLive = async (
    path: string,
    reply: FastifyReply,
    answers: Record<string, unknown>,
    head: IndexContext['page'] | undefined,
    previous: RenderedPage | undefined,
  ) => {
    const made = await live.render(path, answers).catch((error: unknown) => {
      app.log.warn({ err: error, path }, 'live page render failed; serving the prerendered page');
      return null;
    });
    return build(path, reply, made, false, head, previous);
  };
  const sendPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: 200 | 404,
    page: RenderedPage,
    cacheControl = 'no-cache',
  ) => {
    withValidators(reply, page)
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', cacheControl)
      .header('vary', 'accept-encoding');
    if (status === 200 && isNotModified(request, page)) return reply.status(304).send();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding === 'br') {
      page.br ??= brotliCompressSync(page.html, {
        params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY },
      });
      return reply.header('content-encoding', 'br').send(page.br);
    }
    if (encoding === 'gzip') {
      page.gzip ??= gzipSync(page.html, { level: 6 });
      return reply.header('content-encoding', 'gzip').send(page.gzip);
    }
    return reply.send(page.html);
  };
  /** The same HTML for everyone (no visitor's state in it): shared caches may keep it. */
  const cacheControlOf = (path: string) =>
    findPageMeta(normalisePagePath(path))?.indexed ? PUBLIC_PAGE_CACHE : 'no-cache';
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const pagePath = normalisePagePath(path);
    // Rendered live only as it opens: a search or filter in the URL changes what the page shows.
    if (bundle && !request.url.includes('?') && live.isLive(pagePath)) {
      const page = await livePageCache.serve(pagePath, {
        read: async () => {
          const [answers, settings] = await Promise.all([live.read(pagePath), readSite()]);
          return (
            answers && { data: `${JSON.stringify(settings)}\n${answers.json}`, value: answers }
          );
        },
        render: (answers, previous) =>
          renderLive(pagePath, reply, answers.answers, undefined, previous),
      });
      if (page) return sendPage(request, reply, 200, page, PUBLIC_PAGE_CACHE);
    }
    await readSite();
    let page = pages.get(path);
    if (!page) {
      page = build(path, reply, null);
      if (pages.size < MAX_RENDERED_PAGES) pages.set(path, page);
    }
    return sendPage(request, reply, 200, page, cacheControlOf(path));
  };
  const sendNotFoundPage = async (request: FastifyRequest, reply: FastifyReply) => {
    await readSite();
    notFoundPage ??= build(request.url.split('?')[0] ?? '/', reply, null, true);
    return sendPage(request, reply, 404, notFoundPage);
  };
  // /shop/<slug> (decision 128): a product's page with its own head, live-rendered like /shop;
  // a former slug answers 301 to the product's page, an unknown one 404. The page is kept until
  // what it was made from changes (decision 177), in the live-page cache by its path; with a
  // query string, the page without its live markup (the same for every query), by `?` + path.
  const sendProductPage = async (request: FastifyRequest, reply: FastifyReply, slug: string) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const path = request.url.split('?')[0] ?? '';
    let outcome: ProductPageLookup | undefined;
    const page = await livePageCache.serve(query === '' ? path : `?${path}`, {
      read: async () => {
        const [found, settings] = await Promise.all([lookUpProductPage(app, slug), readSite()]);
        outcome = found;
        // Another address of the product, or none: answered below, never kept.
        if (found.kind !== 'found' || found.head.meta.path !== path) return null;
        return { data: `${JSON.stringify(settings)}\n${JSON.stringify(found.page)}`, value: found };
      },
      render: async (found, previous) => {
        if (query !== '' || !live.isLive(path))
          return build(path, reply, null, false, found.head, previous);
        // The lookup's answer is the one the page renders from: one read, not two.
        const answers = Object.fromEntries(live.urls(path).map((url) => [url, found.page]));
        return renderLive(path, reply, answers, found.head, previous);
      },
    });
    if (page) return sendPage(request, reply, 200, page, PUBLIC_PAGE_CACHE);
    // Not a page here: the request that read it knows why; one that waited on it reads again.
    const found = outcome ?? (await lookUpProductPage(app, slug));
    if (found.kind === 'missing') return sendNotFoundPage(request, reply);
    if (found.kind === 'moved') return reply.redirect(`${found.to}${query}`, 301);
    if (found.kind === 'failed') return sendIndex(request, reply);
    // Its own address is written otherwise than this one: made for this request alone.
    await readSite();
    const own = found.head.meta.path;
    const answers = Object.fromEntries(live.urls(own).map((url) => [url, found.page]));
    const made =
      query === '' && live.isLive(own)
        ? await renderLive(own, reply, answers, found.head, undefined)
        : build(own, reply, null, false, found.head);
    return sendPage(request, reply, 200, made, PUBLIC_PAGE_CACHE);
  };
  if (bundle) {
    app.get('/', (request, reply) => sendIndex(request, reply));
    // /shop and its product pages by their own routes: through the static files' wildcard, every
    // one first cost a directory listing, a stat and two more for the .br and .gz it looked for
    // (about a tenth of a crawl's CPU), only to end in the not-found handler below.
    app.get('/shop', (request, reply) => sendIndex(request, reply));
    app.get('/shop/:slug', (request, reply) => {
      const slug = productSlugOfPath(request.url.split('?')[0] ?? '');
      return slug === null
        ? sendNotFoundPage(request, reply)
        : sendProductPage(request, reply, slug);
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api';
    const slug = wantsPage ? productSlugOfPath(path) : null;
    if (bundle && slug !== null) return sendProductPage(request, reply, slug);
    if (bundle && wantsPage)
      return isAppRoute(path) ? sendIndex(request, reply) : sendNotFoundPage(request, reply);
    return reply
      .status(404)
      .send({ error: 'not_found', message: `No route for ${request.method} ${path}` });
  });
}
