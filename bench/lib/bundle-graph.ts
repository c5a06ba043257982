import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Vite's build manifest (build.manifest: true): source module → emitted chunk and its imports. */
type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

export type AssetSize = { file: string; bytes: number; gzipBytes: number };
export type AssetGroup = { js: AssetSize[]; css: AssetSize[]; jsGzip: number; cssGzip: number };

/**
 * Budgets in bytes of gzip (1 KB = 1024 bytes), decision 063: JS with React 19 in every build
 * (decision 059; it replaced a 90 KB budget React cannot meet), and CSS.
 */
export const BUDGET = { publicJsGzip: 130 * 1024, publicCssGzip: 20 * 1024 } as const;

export function gzipSize(distDir: string, file: string): AssetSize {
  const bytes = readFileSync(join(distDir, file));
  return { file, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
}

export function group(distDir: string, files: Iterable<string>): AssetGroup {
  const sizes = [...new Set(files)].map((file) => gzipSize(distDir, file));
  const js = sizes.filter((s) => s.file.endsWith('.js'));
  const css = sizes.filter((s) => s.file.endsWith('.css'));
  const sum = (list: AssetSize[]) => list.reduce((total, s) => total + s.gzipBytes, 0);
  return { js, css, jsGzip: sum(js), cssGzip: sum(css) };
}

function readManifest(distDir: string): Manifest {
  const path = join(distDir, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : {};
}

/**
 * What index.html makes the browser fetch before the app can run: its module scripts,
 * modulepreloads and stylesheets, plus their static imports. Dynamic imports (lazy chunks)
 * are not followed.
 */
export function initialAssets(distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const tag of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const text = tag[0];
    const url = /\b(?:src|href)="([^"]+)"/.exec(text)?.[1];
    if (!url || /^[a-z]+:/i.test(url)) continue;
    const isScript = tag[1] === 'script' && /type="module"/.test(text);
    const isLink = tag[1] === 'link' && /rel="(modulepreload|stylesheet)"/.test(text);
    if (isScript || isLink) files.add(url.replace(/^\//, ''));
  }
  const manifest = readManifest(distDir);
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const queue = [...files];
  while (queue.length > 0) {
    const chunk = byFile.get(queue.pop()!);
    if (!chunk) continue;
    for (const key of chunk.imports ?? []) {
      const file = manifest[key]?.file;
      if (file && !files.has(file)) {
        files.add(file);
        queue.push(file);
      }
    }
    for (const css of chunk.css ?? []) files.add(css);
  }
  return [...files];
}

/**
 * The owner's code (decision 032): the admin shell (`features/admin/`), each domain feature's
 * owner pages (`features/<domain>/pages/admin-*.tsx`) and the shared admin pieces
 * (`components/admin/`, `lib/admin/`).
 */
const adminSource =
  /(^|\/)features\/admin\/|(^|\/)features\/[^/]+\/pages\/admin-[^/]*$|(^|\/)(components|lib)\/admin\//;

/** Chunks built from the owner's modules (not shared pieces like React). */
export function adminAssets(distDir: string): string[] {
  const files = new Set<string>();
  for (const [key, chunk] of Object.entries(readManifest(distDir))) {
    if (!adminSource.test(chunk.src ?? key)) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return [...files];
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
