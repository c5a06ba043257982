/**
 * The figures PrusaSlicer writes in the comment block at the end of a G-code file. Only that
 * block is read (the caller passes the file's last bytes), one pass over its lines, so a G-code
 * of any size costs the same.
 */
export type GcodeSummary = { filamentMm: number; filamentCm3: number; printSeconds: number };

/** How many bytes of a file's end hold the summary (the config dump follows it, ~20 KB). */
export const GCODE_TAIL_BYTES = 256 * 1024;

const UNITS: Record<string, number> = { d: 86_400, h: 3600, m: 60, s: 1 };

/** "1d 2h 13m 45s" → seconds; null when it is not that shape. */
export function parseDuration(text: string): number | null {
  const parts = text.trim().split(/\s+/);
  if (parts.length === 0 || parts.length > 4) return null;
  let seconds = 0;
  for (const part of parts) {
    const match = /^(\d{1,6})([dhms])$/.exec(part);
    if (!match) return null;
    seconds += Number(match[1]) * UNITS[match[2]!]!;
  }
  return seconds;
}

const FIELDS = {
  filamentMm: '; filament used [mm] =',
  filamentCm3: '; filament used [cm3] =',
  printTime: '; estimated printing time (normal mode) =',
} as const;

/** The summary, or null when a figure is missing or not a number (unparsable output). */
export function parseGcodeSummary(tail: string): GcodeSummary | null {
  let filamentMm: number | null = null;
  let filamentCm3: number | null = null;
  let printSeconds: number | null = null;
  for (const raw of tail.split('\n')) {
    const line = raw.trimEnd();
    if (!line.startsWith('; ')) continue;
    if (line.startsWith(FIELDS.filamentMm))
      filamentMm = total(line.slice(FIELDS.filamentMm.length));
    else if (line.startsWith(FIELDS.filamentCm3))
      filamentCm3 = total(line.slice(FIELDS.filamentCm3.length));
    else if (line.startsWith(FIELDS.printTime))
      printSeconds = parseDuration(line.slice(FIELDS.printTime.length));
  }
  if (filamentMm === null || filamentCm3 === null || printSeconds === null) return null;
  return { filamentMm, filamentCm3, printSeconds };
}

/** One extruder writes "1491.16"; several write "1.0, 2.5": the part uses their sum. */
function total(text: string): number | null {
  let sum = 0;
  for (const piece of text.split(',')) {
    const value = Number(piece.trim());
    if (piece.trim() === '' || !Number.isFinite(value) || value < 0) return null;
    sum += value;
  }
  return sum;
}
