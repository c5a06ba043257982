import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { indexedPaths } from '#core/site/page-meta';
import { buildSitemaps, type Sitemaps } from '#core/site/sitemap';
import { listSitemapProducts } from '../catalog/list-sitemap-products';
import { isNotModified, renderedPage, withValidators, type RenderedPage } from './page-cache';

/**
 * robots.txt and the sitemap carry absolute URLs, so they are built from PUBLIC_URL. The sitemap
 * lists the public pages and every active product's page (decision 128); it is built once and
 * again when the catalogue's version moves (decision 177: a change in any process), and becomes
 * an index of /sitemaps/<n>.xml past 50,000 URLs. Each file has its ETag and Last-Modified, and a
 * crawler asking again with them gets a 304 while it is unchanged.
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
  type Files = { root: RenderedPage; parts: RenderedPage[] };
  let sitemaps: { version: number; files: Promise<Files> } | null = null;
  let last: Files | undefined;
  const readSitemaps = async (): Promise<Files> => {
    const version = await app.catalogVersion.current();
    if (sitemaps?.version !== version) {
      const files = listSitemapProducts(app.db)
        .then((productPages) =>
          buildSitemaps(base, [...indexedPaths().map((path) => ({ path })), ...productPages]),
        )
        .then(({ root, parts }: Sitemaps) => {
          // An unchanged file keeps its validators, so a crawler's copy stays current.
          last = {
            root: renderedPage(root, last?.root),
            parts: parts.map((part, i) => renderedPage(part, last?.parts[i])),
          };
          return last;
        });
      files.catch(() => {
        if (sitemaps?.files === files) sitemaps = null;
      });
      sitemaps = { version, files };
    }
    return sitemaps.files;
  };
  const sendXml = (request: FastifyRequest, reply: FastifyReply, file: RenderedPage) => {
    withValidators(reply, file)
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=0, must-revalidate');
    return isNotModified(request, file) ? reply.status(304).send() : reply.send(file.html);
  };
  const cache = 'public, max-age=3600';
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', cache).send(robots),
  );
  app.get('/sitemap.xml', async (request, reply) =>
    sendXml(request, reply, (await readSitemaps()).root),
  );
  app.get<{ Params: { name: string } }>('/sitemaps/:name', async (request, reply) => {
    const n = /^([1-9]\d{0,5})\.xml$/.exec(request.params.name)?.[1];
    const part = n ? (await readSitemaps()).parts[Number(n) - 1] : undefined;
    if (part === undefined)
      return reply.status(404).send({ error: 'not_found', message: 'No such sitemap' });
    return sendXml(request, reply, part);
  });
}
