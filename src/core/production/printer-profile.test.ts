import { describe, expect, it } from 'vitest';
import { printerBed } from '../custom-prints/slicing/printer-bed';
import { printerProfileLines } from './printer-profile';

describe('printerProfileLines', () => {
  it("says the printer's bed, height and nozzle as the slicer reads them", () => {
    const lines = printerProfileLines({ bedXMm: 180, bedYMm: 200, bedZMm: 170, nozzleUm: 600 });
    expect(lines).toContain('nozzle_diameter = 0.60');
    expect(printerBed(`${lines.join('\n')}\n`)).toEqual({ x: 180, y: 200, z: 170 });
  });
});
