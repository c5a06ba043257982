/**
 * PrusaSlicer `.ini` profiles the owner uploads (printer, material, quality). They are untrusted
 * text that ends up in the slicer's configuration, so they are bounded, parsed line by line in
 * one pass, and keys that could run a program, write elsewhere or reach the network are refused.
 */
export const MAX_INI_BYTES = 256 * 1024;
export const MAX_INI_LINES = 4000;
const MAX_LINE_CHARS = 64 * 1024;

/**
 * Keys refused outright: post-processing scripts run as programs; output names choose where
 * the G-code goes; the print-host keys upload over the network; custom bed files are paths.
 * Whatever a profile says, the runner's own overrides set post_process and the output again.
 */
export const REFUSED_INI_KEYS = new Set([
  'post_process',
  'output_filename_format',
  'bed_custom_texture',
  'bed_custom_model',
  'host_type',
  'print_host',
  'printhost_apikey',
  'printhost_cafile',
  'printhost_password',
  'printhost_port',
  'printhost_user',
  'printhost_authorization_type',
  'thumbnails',
]);

/** G-code templates may hold any text (they only end up in the file); other values may not name paths. */
const FREE_TEXT_KEY = /_gcode$|^notes$|_notes$|^printer_notes$|^filament_notes$/;
const PATH_LIKE = /(^|[\s"'=,])(\/|~\/|\.\.\/|[A-Za-z]:\\)/;

export type IniResult =
  { ok: true; entries: [string, string][]; text: string } | { ok: false; reason: string };

/** Parses and checks an uploaded profile; answers its entries and a normalised text to store. */
export function parseSlicerIni(input: string): IniResult {
  if (input.length > MAX_INI_BYTES)
    return { ok: false, reason: `The profile is larger than ${MAX_INI_BYTES / 1024} KB.` };
  const lines = input.split(/\r?\n/);
  if (lines.length > MAX_INI_LINES)
    return { ok: false, reason: `The profile has more than ${MAX_INI_LINES} lines.` };
  const entries = new Map<string, string>();
  for (const [index, line] of lines.entries()) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith(';')) continue;
    if (trimmed.startsWith('[')) continue; // a bundle's section header: its keys are read flat
    if (line.length > MAX_LINE_CHARS)
      return { ok: false, reason: `Line ${index + 1} is longer than 64 KB.` };
    const eq = trimmed.indexOf('=');
    if (eq <= 0) return { ok: false, reason: `Line ${index + 1} is not "key = value".` };
    const key = trimmed.slice(0, eq).trim();
    const value = trimmed.slice(eq + 1).trim();
    if (!/^[a-z][a-z0-9_]{0,79}$/.test(key))
      return {
        ok: false,
        reason: `Line ${index + 1}: "${key.slice(0, 40)}" is not a setting name.`,
      };
    if (REFUSED_INI_KEYS.has(key))
      return {
        ok: false,
        reason: `The setting ${key} is not accepted (it could run or write files).`,
      };
    if (!FREE_TEXT_KEY.test(key) && PATH_LIKE.test(value))
      return { ok: false, reason: `The setting ${key} names a file path, which is not accepted.` };
    if (/[\0]/.test(value)) return { ok: false, reason: `Line ${index + 1} holds a NUL byte.` };
    entries.set(key, value);
  }
  if (entries.size === 0) return { ok: false, reason: 'The profile holds no settings.' };
  const list = [...entries];
  return { ok: true, entries: list, text: list.map(([k, v]) => `${k} = ${v}`).join('\n') + '\n' };
}

export type BedSize = { x: number; y: number; z: number };

/** The printable box a printer profile describes: `bed_shape` corners and `max_print_height`. */
export function bedSizeOf(entries: readonly [string, string][]): BedSize | null {
  const map = new Map(entries);
  const shape = map.get('bed_shape');
  const height = Number(map.get('max_print_height'));
  if (!shape || !Number.isFinite(height) || height <= 0) return null;
  const xs: number[] = [];
  const ys: number[] = [];
  for (const corner of shape.split(',')) {
    const [x, y] = corner.split('x').map(Number);
    if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
    xs.push(x!);
    ys.push(y!);
  }
  if (xs.length < 3) return null;
  const x = Math.max(...xs) - Math.min(...xs);
  const y = Math.max(...ys) - Math.min(...ys);
  return x > 0 && y > 0 ? { x, y, z: height } : null;
}

/** Whether a part fits the bed lying as uploaded (the slicer does not turn parts). */
export function fitsBed(sizeMm: readonly [number, number, number], bed: BedSize): boolean {
  return sizeMm[0] <= bed.x && sizeMm[1] <= bed.y && sizeMm[2] <= bed.z;
}
