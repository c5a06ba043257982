import { describe, expect, it } from 'vitest';
import { assignJobs, fitsBed, type AssignableJob, type AssignablePrinter } from './assign-jobs';

const job = (id: string, over: Partial<AssignableJob> = {}): AssignableJob => ({
  id,
  state: 'queued',
  held: false,
  material: 'PLA',
  colour: 'Black',
  bounds: { x: 100, y: 50, z: 40 },
  dueAt: null,
  position: 0,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  ...over,
});
const printer = (id: string, over: Partial<AssignablePrinter> = {}): AssignablePrinter => ({
  id,
  name: id,
  active: true,
  bedCleared: true,
  busy: false,
  material: 'PLA',
  colour: 'Black',
  bed: { x: 220, y: 220, z: 250 },
  ...over,
});

describe('fitsBed', () => {
  it('turns the model about Z but never tips it over', () => {
    expect(fitsBed({ x: 200, y: 100, z: 50 }, { x: 120, y: 250, z: 60 })).toBe(true);
    expect(fitsBed({ x: 200, y: 130, z: 50 }, { x: 120, y: 250, z: 60 })).toBe(false);
    expect(fitsBed({ x: 50, y: 50, z: 70 }, { x: 120, y: 250, z: 60 })).toBe(false);
    expect(fitsBed(null, { x: 1, y: 1, z: 1 })).toBe(true);
  });
});

describe('assignJobs', () => {
  it('matches material and colour case-insensitively, trimmed', () => {
    const out = assignJobs(
      [job('a', { material: ' pla', colour: 'BLACK ' }), job('b', { colour: 'Red' })],
      [printer('p1')],
    );
    expect(out).toEqual([{ jobId: 'a', printerId: 'p1' }]);
  });

  it('gives the earliest due first, nulls last, then position', () => {
    const out = assignJobs(
      [
        job('late', { dueAt: null, position: 0 }),
        job('soon', { dueAt: new Date('2026-02-01T00:00:00Z'), position: 5 }),
        job('sooner', { dueAt: new Date('2026-01-15T00:00:00Z'), position: 9 }),
      ],
      [printer('p1'), printer('p2')],
    );
    expect(out.map((a) => a.jobId)).toEqual(['sooner', 'soon']);
  });

  it('skips held, non-queued jobs and printers that are busy, uncleared or archived', () => {
    const out = assignJobs(
      [job('held', { held: true }), job('printing', { state: 'printing' }), job('ok')],
      [
        printer('busy', { busy: true }),
        printer('dirty', { bedCleared: false }),
        printer('old', { active: false }),
        printer('free'),
      ],
    );
    expect(out).toEqual([{ jobId: 'ok', printerId: 'free' }]);
  });

  it('puts a big model on the big bed and a small one on the smallest that fits', () => {
    const out = assignJobs(
      [job('big', { bounds: { x: 300, y: 300, z: 100 } }), job('small', { position: 1 })],
      [
        printer('large', { bed: { x: 350, y: 350, z: 350 } }),
        printer('mini', { bed: { x: 180, y: 180, z: 180 } }),
      ],
    );
    expect(out).toEqual([
      { jobId: 'big', printerId: 'large' },
      { jobId: 'small', printerId: 'mini' },
    ]);
  });
});
