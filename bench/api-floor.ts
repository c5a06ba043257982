import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runLoad, type LoadResult } from './lib/load';

export type FloorResult = {
  path: string;
  ours: LoadResult;
  bare: LoadResult;
  ratio: number;
  bodyBytes: number;
};

const CONNECTIONS = 50;
const DURATION_S = 10;

/**
 * Our GET `path` against a bare node:http server that answers the very same bytes, both in
 * their own process, one after the other, in the same run.
 */
export async function measureApiFloor(serverUrl: string, path: string): Promise<FloorResult> {
  const sample = await fetch(`${serverUrl}${path}`);
  if (!sample.ok) throw new Error(`GET ${path} answered ${sample.status}`);
  const body = Buffer.from(await sample.arrayBuffer());
  const headers: Record<string, string> = {};
  sample.headers.forEach((value, name) => {
    if (!['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date'].includes(name))
      headers[name] = value;
  });
  const dir = mkdtempSync(join(tmpdir(), 'shop-bare-'));
  const file = join(dir, 'response.json');
  writeFileSync(
    file,
    JSON.stringify({ status: sample.status, headers, body: body.toString('base64') }),
  );
  const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/bare-server.ts', file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      bare.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
      bare.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
    });
    // Warm both (JIT, caches), then measure ours first and the floor right after.
    await runLoad({ url: `${serverUrl}${path}`, connections: CONNECTIONS, durationSeconds: 2 });
    const ours = await runLoad({
      url: `${serverUrl}${path}`,
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
    });
    await runLoad({
      url: `http://127.0.0.1:${port}${path}`,
      connections: CONNECTIONS,
      durationSeconds: 2,
    });
    const floor = await runLoad({
      url: `http://127.0.0.1:${port}${path}`,
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
    });
    return { path, ours, bare: floor, ratio: ours.rps / floor.rps, bodyBytes: body.length };
  } finally {
    bare.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}
