import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LivePageRenderer } from '#core/site/live-page';
import { createLocalEventBus } from '../realtime/event-bus';
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
  afterEach(() => vi.useRealTimers());

  async function setup(productsStatus = 200) {
    const app = Fastify({ logger: false });
    const events = createLocalEventBus();
    app.decorate('events', events);
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
    return { app, events, reads, renders, live };
  }

  it('renders a page from its public answers, once for parallel requests, and again after 30 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { live, reads, renders } = await setup();
    const [a, b] = await Promise.all([live('/shop'), live('/shop')]);
    expect(a).toBe(b);
    expect(a!.markup).toContain('Dragon');
    expect(renders[0]).toEqual({
      '/api/products': [{ id: 'p1', name: 'Dragon' }],
      '/api/categories': [{ id: 'c1', name: 'Dragons' }],
    });
    expect(a!.dataScript).toContain('id="page-data"');
    expect(a!.classMergesScript).toBe(
      '<script type="application/json" id="class-merges">{"k1":[0]}</script>',
    );
    vi.advanceTimersByTime(29_000);
    expect(await live('/shop')).toBe(a);
    vi.advanceTimersByTime(2_000);
    const c = await live('/shop');
    expect(c).not.toBe(a);
    expect(reads.products).toBe(2);
  });

  it('renders again after a catalogue change (a hint is enough), but at most once a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { live, events, reads } = await setup();
    const first = await live('/shop');
    events.hint({ type: 'product.changed', productIds: ['p1'] });
    expect(await live('/shop')).toBe(first);
    vi.advanceTimersByTime(1_000);
    const second = await live('/shop');
    expect(second).not.toBe(first);
    events.hint({
      type: 'order.updated',
      orderId: 'o1',
      orderNumber: 'ORD-1',
      customerEmail: 'a@example.com',
      status: 'shipped',
    });
    vi.advanceTimersByTime(5_000);
    expect(await live('/shop')).toBe(second);
    expect(reads.products).toBe(2);
  });

  it('answers null for a page that is not live, and when an answer fails (the prerender is served)', async () => {
    expect(await (await setup()).live('/about')).toBeNull();
    const failing = await setup(503);
    expect(await failing.live('/shop')).toBeNull();
    expect(failing.renders).toEqual([]);
  });

  it('answers null without a renderer (a build without dist/ssr)', async () => {
    const app = Fastify();
    expect(await livePages(app, null)('/shop')).toBeNull();
  });
});
