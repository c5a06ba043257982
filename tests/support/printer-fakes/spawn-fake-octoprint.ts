import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { FakeOctoPrintOptions } from './fake-octoprint';

export type RemoteAction =
  | { action: 'failAt'; fraction: number }
  | { action: 'goOffline'; mode?: 'refuse' | 'disconnected' }
  | { action: 'comeBack' }
  | { action: 'silentNonStart'; on?: boolean }
  | { action: 'counters' };

export type Counters = { printsStarted: number; starts: Record<string, number>; state: string };

/**
 * A fake OctoPrint in a child process (it outlives a shop killed with -9), driven through its
 * stdin: `control({ action: 'failAt', fraction: 0.4 })`, `control({ action: 'counters' })`.
 */
export async function spawnFakeOctoPrint(options: FakeOctoPrintOptions = {}) {
  const script = join(import.meta.dirname, 'run-fake-octoprint.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, JSON.stringify(options)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const waiting = new Map<number, (answer: { result?: unknown; error?: string }) => void>();
  const ready = new Promise<{ url: string; apiKey: string }>((resolve, reject) => {
    child.once('exit', () => reject(new Error('the fake OctoPrint exited')));
    lines.on('line', (line) => {
      const message = JSON.parse(line) as {
        id?: number;
        url?: string;
        apiKey?: string;
        result?: unknown;
        error?: string;
      };
      if (message.id === undefined) return resolve(message as { url: string; apiKey: string });
      waiting.get(message.id)?.(message);
      waiting.delete(message.id);
    });
  });
  const { url, apiKey } = await ready;
  let next = 0;
  const control = (action: RemoteAction): Promise<unknown> => {
    const id = ++next;
    child.stdin!.write(`${JSON.stringify({ id, ...action })}\n`);
    return new Promise((resolve, reject) => {
      waiting.set(id, (answer) =>
        answer.error ? reject(new Error(answer.error)) : resolve(answer.result),
      );
    });
  };
  return {
    url,
    apiKey,
    pid: child.pid!,
    control,
    counters: () => control({ action: 'counters' }) as Promise<Counters>,
    async close() {
      if (child.exitCode !== null) return;
      child.stdin!.end();
      await once(child, 'exit');
    },
  };
}
