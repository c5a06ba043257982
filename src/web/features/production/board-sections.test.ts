import { describe, expect, it } from 'vitest';
import { compareQueued, groupJobs, sectionOf } from './board-sections';
import { job } from './job-view-fixture';

describe('the board sections', () => {
  it('puts each state in its section, reprints apart from first attempts', () => {
    expect(sectionOf(job('a'))).toBe('queued');
    expect(sectionOf(job('a', { state: 'assigned' }))).toBe('queued');
    expect(sectionOf(job('a', { attempts: 2 }))).toBe('reprints');
    expect(sectionOf(job('a', { state: 'assigned', attempts: 3 }))).toBe('reprints');
    expect(sectionOf(job('a', { state: 'printing', attempts: 2 }))).toBe('printing');
    expect(sectionOf(job('a', { state: 'printed' }))).toBe('check');
    expect(sectionOf(job('a', { state: 'good' }))).toBe('done');
    expect(sectionOf(job('a', { state: 'cancelled' }))).toBe('done');
  });

  it('orders the queue by due date (none last), then the owner’s position', () => {
    const jobs = [
      job('none-0', { position: 0 }),
      job('late', { dueAt: '2026-12-03T00:00:00.000Z', position: 5 }),
      job('soon-2', { dueAt: '2026-12-02T00:00:00.000Z', position: 2 }),
      job('soon-1', { dueAt: '2026-12-02T00:00:00.000Z', position: 1 }),
    ];
    expect([...jobs].sort(compareQueued).map((j) => j.id)).toEqual([
      'soon-1',
      'soon-2',
      'late',
      'none-0',
    ]);
  });

  it('lists finished jobs newest first', () => {
    const groups = groupJobs([
      job('old', { state: 'good', updatedAt: '2026-12-01T09:00:00.000Z' }),
      job('new', { state: 'cancelled', updatedAt: '2026-12-01T11:00:00.000Z' }),
      job('queued'),
    ]);
    expect(groups.done.map((j) => j.id)).toEqual(['new', 'old']);
    expect(groups.queued.map((j) => j.id)).toEqual(['queued']);
  });
});
