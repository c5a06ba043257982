import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { build } from 'vite';
import { initialAssets } from './bundle-graph';

export type DependencyCost = { name: string; bytes: number; gzipBytes: number };

/** `react-dom/cjs/…` → `react-dom`; app sources → their feature folder. */
export function ownerOf(source: string): string {
  const at = source.lastIndexOf('node_modules/');
  if (at >= 0) {
    const [scope, name] = source.slice(at + 'node_modules/'.length).split('/');
    return scope!.startsWith('@') ? `${scope}/${name}` : scope!;
  }
  const web = source.split('/src/web/')[1];
  if (web !== undefined) {
    const parts = web.split('/');
    return `app: ${parts.length > 2 ? parts.slice(0, 2).join('/') : parts[0]}`;
  }
  if (source.includes('/src/core/')) return 'app: core';
  return source.startsWith('\0') || source.startsWith('rolldown:') ? 'bundler runtime' : 'other';
}

/**
 * Splits one chunk's bytes among the packages its code came from (by its source map).
 * Gzip bytes are the package's own code gzipped on its own: a close estimate, since
 * gzip's window rarely reaches across packages; the chunk's total is reported beside it.
 */
export function attribute(code: string, map: RawSourceMap, into: Map<string, string[]>): void {
  const lines = code.split('\n');
  const consumer = new SourceMapConsumer(map);
  let previous: { source: string; line: number; column: number } | null = null;
  const take = (until: { line: number; column: number } | null) => {
    if (!previous) return;
    const text =
      until && until.line === previous.line
        ? lines[previous.line - 1]!.slice(previous.column, until.column)
        : lines[previous.line - 1]!.slice(previous.column);
    const owner = ownerOf(previous.source);
    into.set(owner, [...(into.get(owner) ?? []), text]);
  };
  consumer.eachMapping((m) => {
    take({ line: m.generatedLine, column: m.generatedColumn });
    previous = { source: m.source ?? '', line: m.generatedLine, column: m.generatedColumn };
  });
  take(null);
}

/**
 * What each dependency costs `/` before it is interactive: builds the web app once more with
 * source maps into a temp folder (the real build stays map-free) and attributes the bytes of
 * every chunk index.html loads to the package it came from.
 */
export async function measureDependencyCosts(): Promise<DependencyCost[]> {
  const outDir = mkdtempSync(join(tmpdir(), 'shop-deps-'));
  try {
    await build({ logLevel: 'warn', build: { sourcemap: 'hidden', outDir, emptyOutDir: true } });
    const pieces = new Map<string, string[]>();
    for (const file of initialAssets(outDir).filter((f) => f.endsWith('.js'))) {
      const code = readFileSync(join(outDir, file), 'utf8');
      if (!existsSync(join(outDir, `${file}.map`))) {
        pieces.set('bundler runtime', [...(pieces.get('bundler runtime') ?? []), code]);
        continue;
      }
      const map = JSON.parse(readFileSync(join(outDir, `${file}.map`), 'utf8')) as RawSourceMap;
      attribute(code, map, pieces);
    }
    return [...pieces]
      .map(([name, texts]) => {
        const text = texts.join('');
        return {
          name,
          bytes: Buffer.byteLength(text),
          gzipBytes: gzipSync(text, { level: 9 }).length,
        };
      })
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
