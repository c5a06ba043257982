import { describe, expect, it } from 'vitest';
import { createExtrusionCounter } from './count-extrusion';

const count = (gcode: string) => {
  const counter = createExtrusionCounter();
  for (const line of gcode.split('\n')) counter.line(line);
  return counter.result();
};

describe('createExtrusionCounter', () => {
  it('counts absolute E moves per feature, with G92 resets and retractions', () => {
    const gcode = [
      'M82 ; absolute extrusion',
      'G92 E0',
      ';TYPE:Perimeter',
      'G1 X1 Y1 E5',
      'G1 E4.2 F2400 ; retract',
      'G1 E5 F2400 ; unretract',
      'G1 X2 Y2 E10',
      ';TYPE:Support material',
      'G1 X3 Y3 E13',
      'G92 E0',
      ';TYPE:Support material interface',
      'G1 X4 Y4 E1',
      ';TYPE:Solid infill',
      'G1 X5 Y5 E2 ; comment with E99',
      'G1 X6 Y6 F3000',
    ].join('\n');
    expect(count(gcode)).toEqual({ totalMm: 15, supportMm: 4 });
  });

  it('counts relative E after M83', () => {
    const gcode = [
      'M83',
      ';TYPE:Support material',
      'G1 X1 E2',
      'G1 E-0.8',
      'G1 E0.8',
      ';TYPE:External perimeter',
      'G1 X2 E3',
    ].join('\n');
    expect(count(gcode)).toEqual({ totalMm: 5, supportMm: 2 });
  });

  it('ignores lines that are not moves', () => {
    expect(count('M104 S200\nT0\n; E5\nG28\n')).toEqual({ totalMm: 0, supportMm: 0 });
  });
});
