import type { FastifyInstance } from 'fastify';
import { indexedPaths } from '#core/site/page-meta';
import { buildSitemaps, type Sitemaps } from '#core/site/sitemap';
import { isCatalogChange } from '../catalog/is-catalog-change';
import { listSitemapProducts } from '../catalog/list-sitemap-products';

/**
 * robots.txt and the sitemap carry absolute URLs, so they are built from PUBLIC_URL. The sitemap
 * lists the public pages and every active product's page (decision 128); it is built once and
 * again after the catalogue changes, and becomes an index of /sitemaps/<n>.xml past 50,000 URLs.
 */
export function registerCrawlerFiles(app: FastifyInstance): void {
  const base = app.config.publicUrl.replace(/\/+$/, '');
  const robots = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /auth',
    'Disallow: /checkout',
    'Disallow: /orders',
    'Disallow: /api/',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
  let sitemaps: Promise<Sitemaps> | null = null;
  const unsubscribe = app.events?.subscribe(
    (event) => {
      if (isCatalogChange(event)) sitemaps = null;
    },
    { hints: true },
  );
  app.addHook('onClose', async () => unsubscribe?.());
  const readSitemaps = () => {
    sitemaps ??= listSitemapProducts(app.db)
      .then((productPages) =>
        buildSitemaps(base, [...indexedPaths().map((path) => ({ path })), ...productPages]),
      )
      .catch((error: unknown) => {
        sitemaps = null;
        throw error;
      });
    return sitemaps;
  };
  const cache = 'public, max-age=3600';
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', cache).send(robots),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', cache)
      .send((await readSitemaps()).root),
  );
  app.get<{ Params: { name: string } }>('/sitemaps/:name', async (request, reply) => {
    const n = /^([1-9]\d{0,5})\.xml$/.exec(request.params.name)?.[1];
    const part = n ? (await readSitemaps()).parts[Number(n) - 1] : undefined;
    if (part === undefined)
      return reply.status(404).send({ error: 'not_found', message: 'No such sitemap' });
    return reply.type('application/xml; charset=utf-8').header('cache-control', cache).send(part);
  });
}
