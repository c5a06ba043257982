import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Board } from '#core/production/production-schemas';
import { job, printer } from '../job-view-fixture';
import { ProductionBoard } from './production-board';

const render = (board: Board) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ProductionBoard board={board} />
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
