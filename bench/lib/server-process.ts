import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { freePort } from '../../tests/support/postgres-server';

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  /** Milliseconds from spawn to the first /api/health 200. */
  readyMs: number;
  output(): string;
  /** Resident set size of the server process, in bytes (Linux /proc). */
  rssBytes(): number;
  stop(): Promise<void>;
};

/**
 * Starts the real server as `npm start` does (`scripts/start.mjs`: the built server, which the
 * benchmark has just built) in its own process, so the load generator never shares its event
 * loop, and times it until /api/health says 200.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 120_000,
): Promise<ServerProcess> {
  // SKIP_BUILD: the bench measures what was built; say so plainly instead of a module-not-found trace.
  if (!existsSync('dist/server/main.mjs'))
    throw new Error(
      'no built server (dist/server/main.mjs): run `npm run build` first (`npm run bench` builds itself)',
    );
  const port = await freePort();
  const started = performance.now();
  // BENCH_SERVER_PROF=<dir>: the server writes a V8 CPU profile there when it stops (Node refuses
  // --cpu-prof in NODE_OPTIONS, so it is passed here).
  const profile = process.env.BENCH_SERVER_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, 'scripts/start.mjs'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SKIP_BUILD: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      const readyMs = performance.now() - started;
      return { child, url, readyMs, output: () => log, rssBytes: () => readRss(child.pid), stop };
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  child.kill('SIGKILL');
  throw new Error(`server not ready in ${timeoutMs} ms:\n${log}`);
}

function readRss(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : Number.NaN;
}
