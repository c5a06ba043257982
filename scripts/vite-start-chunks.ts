import type { Plugin } from 'vite';
import {
  FIRST_VISIT_PAGES,
  LAZY_PAGES,
  PAGE_CHUNKS_FILE,
  PRODUCT_PAGE_MODULE,
  pageChunkName,
  type PageChunks,
} from '../src/core/site/lazy-pages';

/** The module the entry imports to start the app: its static imports are every page's start. */
export const START_MODULE = 'app/start-app.tsx';

/** The chunks this plugin names: every one of them is code a page runs as it starts. */
export const START_CHUNK_NAMES: readonly string[] = [
  'start',
  'site-pages',
  ...FIRST_VISIT_PAGES.map(pageChunkName),
];

/** Every chunk a public page runs as it starts: vite.config.ts's `framework` group and the above. */
export const PAGE_START_CHUNKS: ReadonlySet<string> = new Set(['framework', ...START_CHUNK_NAMES]);

export type ModuleGraph = {
  /** A module's static imports. */
  imports: (id: string) => readonly string[];
};

/** Every module `from` reaches through static imports, itself included. */
export function staticClosure(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    if (!/[\\/]node_modules[\\/]/.test(id)) stack.push(...graph.imports(id));
  }
  return seen;
}

/**
 * Which start chunk a module belongs to: `start` for what the app's start imports statically,
 * the page's own name for what only one public page imports, `site-pages` for what two or more
 * of them share; `null` leaves the module to the bundler's default splitting (admin and private
 * pages, lazy parts such as dialogs and schemas, and the framework group's libraries).
 */
export function startChunkNames(
  graph: ModuleGraph,
  startId: string,
  pageIds: readonly string[],
): (id: string) => string | null {
  const start = staticClosure(graph, startId);
  const pagesOf = new Map<string, string[]>();
  for (const pageId of pageIds) {
    const name = pageChunkName(pageId);
    for (const id of staticClosure(graph, pageId)) {
      if (start.has(id)) continue;
      pagesOf.set(id, [...(pagesOf.get(id) ?? []), name]);
    }
  }
  return (id) => {
    if (start.has(id)) return 'start';
    const pages = pagesOf.get(id);
    if (!pages) return null;
    return pages.length === 1 ? pages[0]! : 'site-pages';
  };
}

/** Every lazy page the server hints (src/server/plugins/page-preloads.ts). */
const HINTED_PAGES: readonly string[] = [
  ...new Set([...Object.values(LAZY_PAGES), PRODUCT_PAGE_MODULE]),
];

/**
 * Which emitted chunk holds each page's module, by the chunks' own module lists: exact whatever
 * the chunk is named or whichever module is its entry. A page in no chunk is left out.
 */
export function pageChunkFiles(
  chunks: readonly { fileName: string; moduleIds: readonly string[] }[],
  pages: readonly string[],
  resolve: (path: string) => string,
): PageChunks {
  const map: Record<string, string> = {};
  for (const page of pages) {
    const id = resolve(page);
    const chunk = chunks.find((c) => c.moduleIds.includes(id));
    if (chunk) map[page] = chunk.fileName;
  }
  return map;
}

/**
 * Few files before a public page runs (decision 148). Left to the bundler, the modules a public
 * page starts with were cut into 14–24 chunks by which lazy pages share them; over a browser's six
 * connections to one host those were several waves of requests, 130–160 ms at 4× CPU between the
 * first script asked for and the last one in, against one file for React alone. The plugin reads
 * the module graph once the build has it; `groups` are the Rolldown `codeSplitting` groups that
 * name each module's chunk from it.
 */
export function startChunks(srcDir: string): {
  plugin: Plugin;
  /** Rolldown `codeSplitting` groups, below a group of priority 4 (the framework's). */
  groups: {
    name: string | ((id: string) => string | null);
    test?: (id: string) => boolean;
    priority: number;
  }[];
} {
  let nameOf: ((id: string) => string | null) | null = null;
  const named = (id: string) => (nameOf ? nameOf(id) : null);
  const resolve = (path: string) => `${srcDir}/${path}`;
  const plugin: Plugin = {
    name: 'layerworks-start-chunks',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const missing = [START_MODULE, ...FIRST_VISIT_PAGES]
        .map(resolve)
        .filter((id) => !ids.includes(id));
      if (missing.length > 0)
        this.error(`start chunks: not in the build: ${missing.join(', ')} (decision 148)`);
      nameOf = startChunkNames(
        { imports: (id) => this.getModuleInfo(id)?.importedIds ?? [] },
        resolve(START_MODULE),
        FIRST_VISIT_PAGES.map(resolve),
      );
    },
    // The server finds each page's chunk through this map, not by the chunk's name (decision 153).
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [output] : [],
      );
      this.emitFile({
        type: 'asset',
        fileName: PAGE_CHUNKS_FILE,
        source: JSON.stringify(pageChunkFiles(chunks, HINTED_PAGES, resolve), null, 2),
      });
    },
  };
  // A group takes its modules' dependencies with it (Rolldown's default), so the groups go from
  // the widest to the narrowest: what the start has is not pulled into a page's chunk.
  return {
    plugin,
    groups: [
      { name: 'start', test: (id) => named(id) === 'start', priority: 3 },
      { name: 'site-pages', test: (id) => named(id) === 'site-pages', priority: 2 },
      {
        name: (id) => {
          const n = named(id);
          return n === 'start' || n === 'site-pages' ? null : n;
        },
        priority: 1,
      },
    ],
  };
}
