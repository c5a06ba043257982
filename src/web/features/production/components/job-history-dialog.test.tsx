import { describe, expect, it } from 'vitest';
import { describeJobEvent } from './job-history-dialog';

const names = (id: string) => (id === 'p1' ? 'Desk Mk4' : null);

describe('a job history entry in words', () => {
  it('names a bad check, its reason and the reprint it queued', () => {
    expect(
      describeJobEvent(
        {
          kind: 'bad',
          toState: 'queued',
          detail: { reason: 'Layer shift', printerId: 'p1', attempt: 2 },
        },
        names,
      ),
    ).toEqual({ what: 'Checked bad', notes: ['Reason: Layer shift', 'Queued again as attempt 2'] });
  });

  it('names the printer of an assignment, by its saved name or the board', () => {
    expect(
      describeJobEvent(
        { kind: 'assign', toState: 'assigned', detail: { printerId: 'p9', printerName: 'Mini' } },
        names,
      ).notes,
    ).toEqual(['Printer: Mini']);
    expect(
      describeJobEvent(
        { kind: 'assign', toState: 'assigned', detail: { toPrinterId: 'p1', printerId: 'p2' } },
        names,
      ).notes,
    ).toEqual(['Printer: Desk Mk4']);
  });

  it('tells a plate from the jobs merged into it, and falls back to the state', () => {
    expect(
      describeJobEvent({ kind: 'merge', toState: 'queued', detail: { pieces: 3 } }, names),
    ).toEqual({ what: 'Put on one plate', notes: ['3 pieces on this plate'] });
    expect(
      describeJobEvent({ kind: 'merge', toState: 'cancelled', detail: { mergedInto: 'j1' } }, names)
        .notes,
    ).toEqual(['Merged into another job']);
    expect(describeJobEvent({ kind: 'mystery', toState: 'good', detail: {} }, names).what).toBe(
      'Good',
    );
  });
});
