import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createExtrusionCounter } from '#core/custom-prints/slicing/count-extrusion';
import {
  GCODE_TAIL_BYTES,
  parseGcodeSummary,
  type GcodeSummary,
} from '#core/custom-prints/slicing/parse-gcode-summary';
import { findOnPath, type SlicerStatus } from './check-slicer';

export type SlicerLimits = {
  wallMs: number;
  memoryBytes: number;
  /** The G-code may not grow beyond this (prlimit --fsize); a bigger one is a failure. */
  maxOutputBytes: number;
};

export type SliceRequest = {
  model: Uint8Array;
  /** The stored file's kind; a 3MF is first reduced to its mesh (its embedded settings dropped). */
  extension: 'stl' | 'obj' | '3mf';
  /** Printer, material and quality profiles, loaded in this order. */
  profiles: string[];
  /** Loaded last, so it wins over the profiles: infill, supports, no post-processing. */
  overrides: string;
  /** Answer the G-code itself too (a print job's file for its printer, decision 169). */
  keepGcode?: boolean;
  /** Pieces on one plate: the slicer arranges this many copies on the bed (`--duplicate`). */
  copies?: number;
};

export type SliceOutcome =
  | {
      ok: true;
      summary: GcodeSummary;
      supportMm: number;
      scannedMm: number;
      ms: number;
      /** With keepGcode: the file, read before the folder is removed (bounded by maxOutputBytes). */
      gcode?: Buffer;
    }
  | { ok: false; reason: string; ms: number };

type Step = { ok: true } | { ok: false; reason: string };

/**
 * Runs PrusaSlicer once for a model, sandboxed: its own temp folder (removed afterwards, always),
 * `--datadir` inside it (never ~/.PrusaSlicer), a bare environment, no network (a new network
 * namespace when the machine allows one), prlimit's memory, CPU-time and file-size limits, and a
 * wall clock that kills its whole process group. Never throws: every failure is a reason.
 */
export async function runSlicer(
  status: Extract<SlicerStatus, { enabled: true }>,
  request: SliceRequest,
  limits: SlicerLimits,
): Promise<SliceOutcome> {
  const started = Date.now();
  const dir = await mkdtemp(join(tmpdir(), 'slice-'));
  try {
    await mkdir(join(dir, 'datadir'));
    const names = request.profiles.map((_, i) => `profile-${i}.ini`);
    await Promise.all(request.profiles.map((text, i) => writeFile(join(dir, names[i]!), text)));
    await writeFile(join(dir, 'overrides.ini'), request.overrides);
    await writeFile(join(dir, `model.${request.extension}`), request.model);
    const base = ['--datadir', join(dir, 'datadir'), '--loglevel', '1'];
    let input = `model.${request.extension}`;
    if (request.extension === '3mf') {
      const exported = await sandboxed(status, dir, limits, [
        ...base,
        '--export-stl',
        '--output',
        join(dir, 'mesh.stl'),
        join(dir, input),
      ]);
      if (!exported.ok) return { ...exported, ms: Date.now() - started };
      input = 'mesh.stl';
    }
    const gcode = join(dir, 'out.gcode');
    const sliced = await sandboxed(status, dir, limits, [
      ...base,
      '--export-gcode',
      ...names.flatMap((name) => ['--load', join(dir, name)]),
      '--load',
      join(dir, 'overrides.ini'),
      ...((request.copies ?? 1) > 1 ? ['--duplicate', String(request.copies)] : []),
      '--output',
      gcode,
      join(dir, input),
    ]);
    if (!sliced.ok) return { ...sliced, ms: Date.now() - started };
    const size = await stat(gcode).then(
      (s) => s.size,
      () => -1,
    );
    if (size <= 0)
      return { ok: false, reason: 'The slicer wrote no G-code.', ms: Date.now() - started };
    const summary = parseGcodeSummary(await readTail(gcode, size));
    if (!summary)
      return {
        ok: false,
        reason: 'The slicer output could not be read (no filament or time figures).',
        ms: Date.now() - started,
      };
    const counted = await countExtrusion(gcode);
    const kept = request.keepGcode ? { gcode: await readFile(gcode) } : {};
    return { ok: true, summary, ...counted, ...kept, ms: Date.now() - started };
  } catch (error) {
    return { ok: false, reason: `Slicing failed: ${String(error)}`, ms: Date.now() - started };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function readTail(file: string, size: number): Promise<string> {
  const length = Math.min(size, GCODE_TAIL_BYTES);
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    await handle.read(buffer, 0, length, size - length);
    return buffer.toString('utf8');
  } finally {
    await handle.close();
  }
}

/** One streamed pass over the G-code in 64 KB chunks, so the event loop is never held long. */
async function countExtrusion(file: string): Promise<{ supportMm: number; scannedMm: number }> {
  const counter = createExtrusionCounter();
  let rest = '';
  for await (const chunk of createReadStream(file, { encoding: 'utf8', highWaterMark: 65_536 })) {
    const lines = (rest + (chunk as string)).split('\n');
    rest = lines.pop()!;
    for (const line of lines) counter.line(line);
  }
  counter.line(rest);
  const { totalMm, supportMm } = counter.result();
  return { supportMm, scannedMm: totalMm };
}

/** A process group of its own under the limits; its reason on failure (the end of its stderr). */
/** How much lower the slicer's CPU priority is than the server's (`nice`). */
const SLICER_NICENESS = 10;

function sandboxed(
  status: Extract<SlicerStatus, { enabled: true }>,
  dir: string,
  limits: SlicerLimits,
  args: string[],
): Promise<Step> {
  // Slicing is background work: the slicer runs at a lower priority than the server, so a
  // machine with fewer cores than running slices keeps answering (the event loop stayed
  // under 100 ms of delay while four slice; on one core it was not, at equal priority).
  const command: string[] = [findOnPath('nice') ?? 'nice', '-n', String(SLICER_NICENESS)];
  if (status.network !== 'none')
    command.push(
      findOnPath('unshare') ?? 'unshare',
      status.network === 'unshare -rn' ? '-rn' : '-n',
    );
  if (status.limits === 'prlimit')
    command.push(
      findOnPath('prlimit') ?? 'prlimit',
      `--as=${limits.memoryBytes}`,
      `--cpu=${Math.ceil(limits.wallMs / 1000) * 2}`,
      `--fsize=${limits.maxOutputBytes}`,
      '--core=0',
      '--',
    );
  command.push(status.path, ...args);
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), {
      cwd: dir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: '/usr/bin:/bin', HOME: dir, LANG: 'C.UTF-8', TMPDIR: dir },
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-4096);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, limits.wallMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ ok: false, reason: `The slicer could not start: ${error.message}` });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (timedOut)
        return resolve({
          ok: false,
          reason: `The slicer took longer than ${Math.round(limits.wallMs / 1000)} s and was stopped.`,
        });
      if (code === 0) return resolve({ ok: true });
      resolve({ ok: false, reason: describeFailure(code, signal, output) });
    });
  });
}

export const BED_TOO_SMALL = 'The model does not fit the printer’s bed.';

/** The slicer's own words where it gave some ("Objects could not fit on the bed"), else how it ended. */
export function describeFailure(
  code: number | null,
  signal: NodeJS.Signals | null,
  output: string,
): string {
  if (
    /could not fit on the bed|outside of the print area|exceeds the maximum build volume/i.test(
      output,
    )
  )
    return BED_TOO_SMALL;
  const said = /(?:what\(\):|error:)\s*(.+)/i.exec(output)?.[1]?.trim().slice(0, 300);
  if (said) return `The slicer failed: ${said}`;
  const last = output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^\[[^\]]*\]/.test(line) && !/^\d+ => /.test(line))
    .at(-1);
  if (last && code !== 0) return `The slicer failed: ${last.slice(0, 300)}`;
  if (signal) return `The slicer crashed (${signal}).`;
  if (code !== null && code > 128) return `The slicer crashed (signal ${code - 128}).`;
  return `The slicer failed (exit code ${code}).`;
}
