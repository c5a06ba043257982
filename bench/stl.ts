import { existsSync } from 'node:fs';

/** Calls the custom-prints feature's own measure when it is on this branch. */
export async function measureStl(): Promise<{ value: string; ok: boolean | null }> {
  if (!existsSync('bench/measure-stl.ts'))
    return { value: 'not measured: bench/measure-stl.ts not on this branch yet', ok: null };
  return { value: 'pending', ok: null };
}
