import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { LivePageRenderer } from '#core/site/live-page';
import { livePages, pageDataScript } from './live-pages';

describe('pageDataScript', () => {
  it('no value can end the element, and JSON.parse reads every value back as it was', () => {
    const value = { name: '</script><script>alert(1)</script>', note: '<!-- x' };
    const script = pageDataScript(JSON.stringify(value));
    const body =
      /^<script type="application\/json" id="page-data">([\s\S]*)<\/script>$/.exec(script)?.[1] ??
      '';
    expect(body).not.toContain('<');
    expect(JSON.parse(body)).toEqual(value);
  });
});

describe('livePages', () => {
  async function setup(productsStatus = 200) {
    const app = Fastify({ logger: false });
    const reads = { products: 0 };
    app.get('/api/products', async (_request, reply) => {
      reads.products += 1;
      return reply.status(productsStatus).send([{ id: 'p1', name: 'Dragon' }]);
    });
    app.get('/api/categories', async () => [{ id: 'c1', name: 'Dragons' }]);
    const renders: Record<string, unknown>[] = [];
    const renderer: LivePageRenderer = {
      pageDataUrls: (path) => (path === '/shop' ? ['/api/products', '/api/categories'] : []),
      renderLivePage: async (path, _origin, _store, answers, at) => {
        renders.push(answers);
        return {
          html: `<main>${path} ${JSON.stringify(answers)}</main>`,
          data: JSON.stringify({ at }),
          classMerges: '{"k1":[0]}',
        };
      },
    };
    const live = livePages(app, renderer);
    await app.ready();
    return { app, reads, renders, live };
  }

  it('reads a page’s public answers, and renders it from them', async () => {
    const { live, renders } = await setup();
    expect(live.isLive('/shop')).toBe(true);
    const read = await live.read('/shop');
    expect(read!.answers).toEqual({
      '/api/products': [{ id: 'p1', name: 'Dragon' }],
      '/api/categories': [{ id: 'c1', name: 'Dragons' }],
    });
    expect(read!.json).toContain('Dragons');
    const page = await live.render('/shop', read!.answers);
    expect(page.markup).toContain('Dragon');
    expect(renders).toEqual([read!.answers]);
    expect(page.dataScript).toContain('id="page-data"');
    expect(page.classMergesScript).toBe(
      '<script type="application/json" id="class-merges">{"k1":[0]}</script>',
    );
  });

  it('a page that is not live has no answers; a failed answer reads as null', async () => {
    const { live } = await setup();
    expect(live.isLive('/about')).toBe(false);
    const failing = await setup(503);
    expect(await failing.live.read('/shop')).toBeNull();
  });

  it('without a renderer (a build without dist/ssr) no page is live', async () => {
    const app = Fastify();
    expect(livePages(app, null).isLive('/shop')).toBe(false);
  });
});
