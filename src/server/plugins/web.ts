import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppRoute } from '#core/site/match-app-route';
import { NOT_FOUND_PAGE_KEY } from '#core/site/not-found-page';
import { normalisePagePath } from '#core/site/page-meta';
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
import { PRERENDERED_CLASS_MERGES_KEY } from '#core/site/class-merges';
import { productSlugOfPath } from '#core/catalog/product-path';
import { lookUpProductPage } from './product-page-lookup';
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

type RenderedPage = { html: string; br?: Buffer; gzip?: Buffer };
const MAX_RENDERED_PAGES = 500;

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
  const livePage = livePages(app, bundle ? await loadLiveRenderer(bundle.dir) : null);
  const builtMerges = bundle?.prerendered.get(PRERENDERED_CLASS_MERGES_KEY);
  const prerenderedMerges = builtMerges ? classMergesScript(builtMerges) : '';
  // A live page's HTML is built once per render of it (at most every 30 s), not kept in `pages`.
  let livePageHtml = new WeakMap<LivePage, RenderedPage>();
  // The Settings every page carries (decision 133): when they change, every cached page goes.
  let site: SiteSettings | undefined;
  const readSite = async () => {
    const now = await app.siteSettings.read();
    if (now !== site) {
      site = now;
      pages.clear();
      notFoundPage = undefined;
      livePageHtml = new WeakMap();
      livePage.reset();
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
    return { html: scripts ? html.replace('</body>', () => `  ${scripts}\n  </body>`) : html };
  };
  const sendPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: 200 | 404,
    page: RenderedPage,
  ) => {
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding === 'br') {
      page.br ??= brotliCompressSync(page.html, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 9 },
      });
      return reply.header('content-encoding', 'br').send(page.br);
    }
    if (encoding === 'gzip') {
      page.gzip ??= gzipSync(page.html, { level: 9 });
      return reply.header('content-encoding', 'gzip').send(page.gzip);
    }
    return reply.send(page.html);
  };
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    await readSite();
    const path = request.url.split('?')[0] ?? '/';
    // Rendered live only as it opens: a search or filter in the URL changes what the page shows.
    const live =
      bundle && !request.url.includes('?') ? await livePage(normalisePagePath(path)) : null;
    let page = live ? livePageHtml.get(live) : pages.get(path);
    if (!page) {
      page = build(path, reply, live);
      if (live) livePageHtml.set(live, page);
      else if (pages.size < MAX_RENDERED_PAGES) pages.set(path, page);
    }
    return sendPage(request, reply, 200, page);
  };
  const sendNotFoundPage = async (request: FastifyRequest, reply: FastifyReply) => {
    await readSite();
    notFoundPage ??= build(request.url.split('?')[0] ?? '/', reply, null, true);
    return sendPage(request, reply, 404, notFoundPage);
  };
  // /shop/<slug> (decision 128): a product's page with its own head, live-rendered like /shop;
  // a former slug answers 301 to the product's page, an unknown one 404.
  const sendProductPage = async (request: FastifyRequest, reply: FastifyReply, slug: string) => {
    const found = await lookUpProductPage(app, slug);
    if (found.kind === 'missing') return sendNotFoundPage(request, reply);
    if (found.kind === 'failed') return sendIndex(request, reply);
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    if (found.kind === 'moved') return reply.redirect(`${found.to}${query}`, 301);
    const path = found.head.meta.path;
    await readSite();
    const live = query === '' ? await livePage(path) : null;
    let page = live ? livePageHtml.get(live) : undefined;
    if (!page) {
      page = build(path, reply, live, false, found.head);
      if (live) livePageHtml.set(live, page);
    }
    return sendPage(request, reply, 200, page);
  };
  if (bundle) app.get('/', (request, reply) => sendIndex(request, reply));
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
