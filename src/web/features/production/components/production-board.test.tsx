import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Board } from '#core/production/production-schemas';
import { job, printer } from '../job-view-fixture';
import { ProductionBoard } from './production-board';

const render = (board: Board, queue?: { loading: boolean; showMore: () => void }) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ProductionBoard board={board} queue={queue} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const board = (done: Board['done']): Board => ({
  printers: [printer('p1')],
  jobs: [
    job('q1'),
    job('g1', { state: 'good', updatedAt: '2026-12-01T10:00:00.000Z' }),
    job('c1', { state: 'cancelled', updatedAt: '2026-12-01T09:00:00.000Z' }),
  ],
  done,
  queuedTotal: 1,
  reprintsTotal: 0,
  spools: [],
  lowFilament: [],
  truncated: false,
});

describe('the Done section', () => {
  it('counts every finished job and offers the older ones with a Show more button', () => {
    const html = render(board({ good: 80, cancelled: 3 }));
    expect(html).toContain('Showing 2 of 83 finished jobs (80 good, 3 cancelled).');
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>Show more<\/button>/);
    expect(html).toMatch(/Done <span[^>]*>\(83\)<\/span>/);
  });

  it('has no Show more once the board carries every finished job', () => {
    const html = render(board({ good: 1, cancelled: 1 }));
    expect(html).toContain('Showing 2 of 2 finished jobs');
    expect(html).not.toContain('Show more');
  });
});

describe('the Queued section', () => {
  const queue = { loading: false, showMore: () => undefined };
  const paged = (queuedTotal: number, reprintsTotal = 0): Board => ({
    ...board({ good: 1, cancelled: 1 }),
    jobs: [job('q1'), job('a1', { state: 'assigned', printerId: 'p1' })],
    queuedTotal,
    reprintsTotal,
  });

  it('counts the whole queue and offers the rest of it with a Show more button', () => {
    const html = render(paged(250), queue);
    // One assigned job on the board beside the 250 queued ones.
    expect(html).toMatch(/Queued <span[^>]*>\(251\)<\/span>/);
    expect(html).toContain('Showing the first 1 of 250 queued jobs.');
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>Show more<\/button>/);
  });

  it('says it is loading while the next page comes, and has no button once all are shown', () => {
    expect(render(paged(250), { ...queue, loading: true })).toMatch(
      /<button[^>]*aria-busy="true"[^>]*>Loading…<\/button>/,
    );
    const whole = render(paged(1), queue);
    expect(whole).not.toContain('queued jobs.');
    expect(whole).toMatch(/Queued <span[^>]*>\(2\)<\/span>/);
  });

  it('counts the reprints left out of the page in their own section', () => {
    const html = render(paged(1, 7), queue);
    expect(html).toMatch(/Failed — reprints <span[^>]*>\(7\)<\/span>/);
    expect(html).toContain('Showing the first 0 of 7 queued reprints.');
    expect(html).not.toContain('queued jobs.');
  });
});
