/**
 * The lines a print job's slice adds after the shop's printer profile, so its G-code is for the
 * printer it was given (decision 169): that printer's bed and height, and its nozzle.
 */
export function printerProfileLines(printer: {
  bedXMm: number;
  bedYMm: number;
  bedZMm: number;
  nozzleUm: number;
}): string[] {
  const { bedXMm: x, bedYMm: y, bedZMm: z } = printer;
  return [
    `bed_shape = 0x0,${x}x0,${x}x${y},0x${y}`,
    `max_print_height = ${z}`,
    `nozzle_diameter = ${(printer.nozzleUm / 1000).toFixed(2)}`,
  ];
}
