import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';

/** How the slicer runs here, found once at start; the admin shows it (decision 123). */
export type SlicerStatus =
  | {
      enabled: true;
      path: string;
      version: string;
      /** `prlimit` bounds memory, CPU time and file size; without it only the wall clock does. */
      limits: 'prlimit' | 'none';
      /** How the network is taken away: a new user+network namespace, a network one, or not at all. */
      network: 'unshare -rn' | 'unshare -n' | 'none';
    }
  | { enabled: false; reason: string };

const run = (file: string, args: string[], timeoutMs = 10_000) =>
  new Promise<{ ok: boolean; out: string }>((resolve) => {
    execFile(file, args, { timeout: timeoutMs, maxBuffer: 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ ok: !error, out: `${stdout}${stderr}` }),
    );
  });

/** The first executable `name` on PATH, or null. */
export function findOnPath(name: string, path = process.env.PATH ?? ''): string | null {
  for (const dir of path.split(delimiter)) {
    if (!dir) continue;
    const file = join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return null;
}

/**
 * Finds the slicer (`SLICER_PATH`, else `prusa-slicer` on PATH; `off` turns slicing off) and the sandbox tools. Never
 * throws: a missing or broken slicer turns slicing off with the reason the admin reads.
 */
export async function checkSlicer(configured: string | undefined): Promise<SlicerStatus> {
  if (configured === 'off')
    return { enabled: false, reason: 'Slicing is turned off on this server (SLICER_PATH=off).' };
  const path = configured ?? findOnPath('prusa-slicer');
  if (!path)
    return {
      enabled: false,
      reason:
        'prusa-slicer is not installed on this server (apt-get install prusa-slicer, or set SLICER_PATH): quotes stay estimates.',
    };
  if (!isAbsolute(path))
    return { enabled: false, reason: `SLICER_PATH must be an absolute path (it is "${path}").` };
  try {
    accessSync(path, constants.X_OK);
  } catch {
    return { enabled: false, reason: `The slicer at ${path} is missing or not executable.` };
  }
  const help = await run(path, ['--help']);
  const version = /PrusaSlicer-[0-9][^\s]*/.exec(help.out)?.[0];
  if (!version)
    return {
      enabled: false,
      reason: `${path} did not answer --help as PrusaSlicer does, so it is not used.`,
    };
  const prlimit = findOnPath('prlimit');
  const unshare = findOnPath('unshare');
  let network: 'unshare -rn' | 'unshare -n' | 'none' = 'none';
  if (unshare && (await run(unshare, ['-rn', 'true'])).ok) network = 'unshare -rn';
  else if (unshare && (await run(unshare, ['-n', 'true'])).ok) network = 'unshare -n';
  return { enabled: true, path, version, limits: prlimit ? 'prlimit' : 'none', network };
}
