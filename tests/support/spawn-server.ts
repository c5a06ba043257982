import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './postgres-server';

export type SpawnedServer = {
  child: ChildProcess;
  url: string;
  output: () => string;
  readyMs: number;
};

/** Starts `src/server/main.ts` as `npm start` would, and waits until /api/health answers 200. */
export async function spawnServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<SpawnedServer> {
  // A fixed PORT lets a restarted server come back where its clients expect it.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, url, output: () => log, readyMs: Date.now() - started };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server not ready in ${timeoutMs} ms:\n${log}`);
}

export function waitForExit(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
  });
}
