import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { BoardJob, PrinterView } from '#core/production/production-schemas';
import type { LinkStatus } from '#core/production/printer-links/link-status';
import { job, printer } from '../job-view-fixture';
import { JobCard } from './job-card';
import { PrinterCard } from './printer-card';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const card = (p: PrinterView, j?: BoardJob) =>
  renderToStaticMarkup(
    <PrinterCard printer={p} job={j} onClearBed={() => undefined} clearing={false} />,
  );

const printing: LinkStatus = {
  state: 'printing',
  fileName: 'lw-1.gcode',
  progress: 0.42,
  secondsLeft: 12 * 60,
  toolC: 214,
  toolTargetC: 215,
  bedC: 60,
  bedTargetC: 60,
  message: null,
};

const connected = (over: Partial<PrinterView> = {}) =>
  printer('Prusa', {
    kind: 'octoprint',
    baseUrl: 'http://octopi.local',
    hasApiKey: true,
    linkState: 'online',
    linkStatus: printing,
    linkSeenAt: '2026-12-01T10:00:00.000Z',
    ...over,
  });

describe('a connected printer’s card', () => {
  it('shows it online, its state in words, temperatures, a real progress bar and time left', () => {
    const html = card(connected());
    expect(html).toMatch(/>Online</);
    expect(text(html)).toContain('Printer says: Printing');
    expect(text(html)).toContain('Nozzle 214/215 °C · Bed 60/60 °C');
    expect(html).toMatch(
      /<progress[^>]*value="0.42"[^>]*max="1"[^>]*aria-label="Print progress on Prusa"/,
    );
    expect(text(html)).toContain('42 % · 12 min left');
  });

  it('shows no progress bar while idle, and the printer’s own words for a busy state', () => {
    const html = card(
      connected({ linkStatus: { ...printing, state: 'busy', progress: null, message: 'Homing' } }),
    );
    expect(text(html)).toContain('Printer says: Busy (Homing)');
    expect(html).not.toContain('<progress');
  });

  it('offline: says so and when it was last seen, not its stale figures', () => {
    const html = card(connected({ linkState: 'offline' }));
    expect(html).toMatch(/>Offline</);
    expect(text(html)).toMatch(/Last seen Dec 1, 2026/);
    expect(html).not.toContain('Nozzle');
    expect(html).not.toContain('<progress');
  });

  it('names the job on an offline printer unknown rather than printing', () => {
    const j = job('Vase', { state: 'printing', printerId: 'Prusa', linkUnknown: true });
    expect(text(card(connected({ linkState: 'offline' }), j))).toContain(
      'Vase (unknown — printer offline)',
    );
  });

  it('a manual printer has no link badge or status', () => {
    const html = card(printer('Ender'));
    expect(html).not.toMatch(/>Online<|>Offline</);
    expect(html).not.toContain('Printer says');
  });
});

const jobCard = (j: BoardJob, printers: PrinterView[]) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <JobCard
          job={j}
          printers={printers}
          focused={false}
          onFocused={() => undefined}
          act={() => undefined}
          pending={false}
          downloadGcode={() => undefined}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('a job on a connected printer', () => {
  it('printing while its printer is offline: unknown, not printing', () => {
    const html = jobCard(
      job('Vase', { state: 'printing', printerId: 'Prusa', linkUnknown: true }),
      [connected({ linkState: 'offline' })],
    );
    expect(html).toContain('Unknown — printer offline');
    expect(html).not.toMatch(/>Printing</);
  });

  it('whose start failed: the flag, the printer’s reason and Retry start instead of Start', () => {
    const html = jobCard(
      job('Vase', {
        state: 'assigned',
        printerId: 'Prusa',
        flag: 'start_failed',
        startError: 'Printer is not operational',
      }),
      [connected({ linkStatus: { ...printing, state: 'error' } })],
    );
    expect(html).toMatch(/>Start failed</);
    expect(text(html)).toContain('The printer did not start it: Printer is not operational');
    expect(html).toMatch(/<button[^>]*>Retry start<\/button>/);
    expect(html).not.toMatch(/<button[^>]*>Start<\/button>/);
  });
});
