import { describe, expect, it } from 'vitest';
import { DEFAULT_PRINTER_BED, printerBed } from './printer-bed';

describe('printerBed', () => {
  it('reads the owner’s bed_shape corners and max_print_height', () => {
    expect(printerBed('bed_shape = 0x0,180x0,180x180,0x180\nmax_print_height = 180\n')).toEqual({
      x: 180,
      y: 180,
      z: 180,
    });
  });

  it('is the shipped default bed without a profile or with one that does not say its bed', () => {
    expect(DEFAULT_PRINTER_BED).toEqual({ x: 250, y: 210, z: 210 });
    expect(printerBed(null)).toEqual(DEFAULT_PRINTER_BED);
    expect(printerBed('nozzle_diameter = 0.6\n')).toEqual(DEFAULT_PRINTER_BED);
  });
});
