import { describe, expect, it } from 'vitest';
import type { LinkStatus } from '#core/production/printer-links/link-status';
import { progressText, temperaturesText } from './link-status-text';

const status = (over: Partial<LinkStatus> = {}): LinkStatus => ({
  state: 'printing',
  fileName: 'lw-1.gcode',
  progress: null,
  secondsLeft: null,
  toolC: null,
  toolTargetC: null,
  bedC: null,
  bedTargetC: null,
  message: null,
  ...over,
});

describe('a connected printer’s figures in words', () => {
  it('says nozzle and bed as now/target, rounded, and leaves out what is unknown', () => {
    expect(
      temperaturesText(status({ toolC: 214.4, toolTargetC: 215, bedC: 59.6, bedTargetC: 60 })),
    ).toBe('Nozzle 214/215 °C · Bed 60/60 °C');
    expect(temperaturesText(status({ toolC: 24.9 }))).toBe('Nozzle 25 °C');
    expect(temperaturesText(status({ bedC: 21, bedTargetC: 0 }))).toBe('Bed 21/0 °C');
    expect(temperaturesText(status())).toBeNull();
  });

  it('says progress in whole percent (never 100 before the end) and the time left', () => {
    expect(progressText(status({ progress: 0.4237, secondsLeft: 12 * 60 }))).toBe(
      '42 % · 12 min left',
    );
    expect(progressText(status({ progress: 0.999 }))).toBe('99 %');
    expect(progressText(status({ secondsLeft: 30 }))).toBe('30 s left');
    expect(progressText(status())).toBeNull();
  });
});
