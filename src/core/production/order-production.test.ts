import { describe, expect, it } from 'vitest';
import {
  deriveLineState,
  deriveProductionStatus,
  dueDateFrom,
  isJobLate,
  isShortOfFilament,
  lowFilament,
} from './order-production';

describe('deriveProductionStatus', () => {
  it('is ready to ship exactly when every live job is good', () => {
    expect(deriveProductionStatus([])).toBeNull();
    expect(deriveProductionStatus([{ state: 'cancelled' }])).toBeNull();
    expect(deriveProductionStatus([{ state: 'good' }, { state: 'printed' }])).toBe('in_production');
    expect(deriveProductionStatus([{ state: 'good' }, { state: 'cancelled' }])).toBe(
      'ready_to_ship',
    );
  });
});

describe('deriveLineState', () => {
  it('reads queued, printing, printed, checked, shipped', () => {
    expect(deriveLineState([{ state: 'queued' }, { state: 'good' }], false)).toBe('queued');
    expect(deriveLineState([{ state: 'printing' }, { state: 'queued' }], false)).toBe('printing');
    expect(deriveLineState([{ state: 'printed' }, { state: 'good' }], false)).toBe('printed');
    expect(deriveLineState([{ state: 'good' }, { state: 'good' }], false)).toBe('checked');
    expect(deriveLineState([{ state: 'queued' }], true)).toBe('shipped');
  });
});

describe('due dates, lateness, filament', () => {
  it('adds the promised days to the paid time', () => {
    expect(dueDateFrom(new Date('2026-03-01T10:00:00Z'), 3).toISOString()).toBe(
      '2026-03-04T10:00:00.000Z',
    );
  });
  it('is late only before done', () => {
    const now = new Date('2026-03-05T00:00:00Z');
    const dueAt = new Date('2026-03-04T00:00:00Z');
    expect(isJobLate({ state: 'queued', dueAt }, now)).toBe(true);
    expect(isJobLate({ state: 'good', dueAt }, now)).toBe(false);
    expect(isJobLate({ state: 'queued', dueAt: null }, now)).toBe(false);
  });
  it('flags short filament only when both figures are known', () => {
    expect(isShortOfFilament(120, 100)).toBe(true);
    expect(isShortOfFilament(80, 100)).toBe(false);
    expect(isShortOfFilament(null, 100)).toBe(false);
    expect(isShortOfFilament(120, null)).toBe(false);
  });
  it('sums spools per material and colour before comparing with the threshold', () => {
    expect(
      lowFilament([
        { material: 'PLA', colour: 'Black', gramsLeft: 150 },
        { material: 'pla', colour: 'black ', gramsLeft: 100 },
        { material: 'PETG', colour: 'Blue', gramsLeft: 50 },
      ]),
    ).toEqual([{ material: 'PETG', colour: 'Blue', gramsLeft: 50 }]);
  });
});
