import { describe, expect, it } from 'vitest';
import { parseDuration, parseGcodeSummary } from './parse-gcode-summary';

const tail = `G1 X91.109 Y91.788 E41.56166
M84     ; disable motors
; filament used [mm] = 1491.16
; filament used [cm3] = 3.59
; total filament used [g] = 0.00
; estimated printing time (normal mode) = 13m 45s
; estimated printing time (silent mode) = 14m 2s

; prusaslicer_config = begin
; layer_height = 0.2
`;

describe('parseGcodeSummary', () => {
  it('reads filament length, volume and the normal-mode print time', () => {
    expect(parseGcodeSummary(tail)).toEqual({
      filamentMm: 1491.16,
      filamentCm3: 3.59,
      printSeconds: 13 * 60 + 45,
    });
  });

  it('adds up several extruders', () => {
    const multi = tail.replace('= 1491.16', '= 1000.5, 2.5').replace('= 3.59', '= 3.00, 0.59');
    expect(parseGcodeSummary(multi)).toMatchObject({ filamentMm: 1003, filamentCm3: 3.59 });
  });

  it.each([
    ['no time', tail.replace(/; estimated printing time \(normal[^\n]*\n/, '')],
    ['no volume', tail.replace(/; filament used \[cm3\][^\n]*\n/, '')],
    ['not a number', tail.replace('= 3.59', '= lots')],
    ['negative', tail.replace('= 3.59', '= -3')],
    ['garbled time', tail.replace('13m 45s', '13 minutes')],
    ['empty', ''],
  ])('is null when the output is unparsable (%s)', (_name, text) => {
    expect(parseGcodeSummary(text)).toBeNull();
  });

  it('reads a 5 MB tail in one linear pass', () => {
    const big = '; filler comment line\n'.repeat(250_000) + tail;
    const started = performance.now();
    expect(parseGcodeSummary(big)?.printSeconds).toBe(825);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('parseDuration', () => {
  it.each([
    ['45s', 45],
    ['13m 45s', 825],
    ['2h 0m 1s', 7201],
    ['1d 2h 3m 4s', 93784],
  ])('%s is %d s', (text, seconds) => expect(parseDuration(text)).toBe(seconds));

  it.each(['', '5', '1x', '1d 2h 3m 4s 5s'])('refuses "%s"', (text) =>
    expect(parseDuration(text)).toBeNull(),
  );
});
