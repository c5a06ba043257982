// Decision 129: no two folders of a layer import each other, directly or round a longer loop.
// `import-x/no-cycle` sees only module cycles; this rule sees the folders (domains), which is
// where a tangle starts: checkout imported orders while orders imported checkout.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** The folder-level layers: each direct subfolder is one node of its graph. */
const LAYERS = ['src/server', 'src/core', 'src/web/features'];
// A static import or re-export (group 1: `type` when type-only, group 2: where from), a dynamic
// import (group 3) or a bare import (group 4). Statements are matched up to their `;`, so a
// declaration without `from` can't borrow the next statement's.
const SPECIFIER =
  /\b(?:import|export)\s+(type\s)?[^;'"]*?\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s+['"]([^'"]+)['"]/g;

const sourceFiles = (dir) =>
  (existsSync(dir) ? readdirSync(dir, { withFileTypes: true, recursive: true }) : [])
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));

/** `{ layer, folder }` of an absolute path, or undefined outside every layer's subfolders. */
function placeOf(root, absolutePath) {
  for (const layer of LAYERS) {
    const rel = relative(join(root, layer), absolutePath);
    if (rel.startsWith('..') || !rel.includes(sep)) continue;
    return { layer, folder: rel.split(sep)[0] };
  }
  return undefined;
}

function targetOf(root, fromFile, specifier) {
  if (specifier.startsWith('#core/')) return join(root, 'src/core', specifier.slice(6));
  if (specifier.startsWith('.')) return resolve(dirname(fromFile), specifier);
  return undefined;
}

const graphs = new Map();

/** layer -> folder -> set of folders it imports (same layer only), built once per run. */
export function folderGraph(root, known) {
  const cacheKey = `${root}|${[...known].join(',')}`;
  if (graphs.has(cacheKey)) return graphs.get(cacheKey);
  const graph = new Map();
  for (const layer of LAYERS) {
    for (const file of sourceFiles(join(root, layer))) {
      const from = placeOf(root, file);
      if (!from || /\.test\.tsx?$/.test(file)) continue;
      for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
        if (match[1]) continue;
        const specifier = match[2] ?? match[3] ?? match[4];
        const to = placeOf(root, targetOf(root, file, specifier) ?? '/');
        if (!to || to.layer !== from.layer || to.folder === from.folder) continue;
        const key = `${layer}/${from.folder}`;
        const target = `${layer}/${to.folder}`;
        if (known.has(`${key} -> ${target}`)) continue;
        if (!graph.has(key)) graph.set(key, new Set());
        graph.get(key).add(target);
      }
    }
  }
  graphs.set(cacheKey, graph);
  return graph;
}

/** A path of folders from `start` to `goal`, or undefined (breadth first, so the shortest). */
function pathBetween(graph, start, goal) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === goal) {
      const path = [];
      for (let at = goal; at !== undefined; at = previous.get(at)) path.unshift(at);
      return path;
    }
    for (const next of graph.get(node) ?? []) {
      if (previous.has(next)) continue;
      previous.set(next, node);
      queue.push(next);
    }
  }
  return undefined;
}

export const noFolderCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Two folders of a layer must not import each other (decision 129).' },
    schema: [
      {
        type: 'object',
        properties: { knownEdges: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const known = new Set(context.options[0]?.knownEdges ?? []);
    const from = placeOf(root, file);
    if (!from || /\.test\.tsx?$/.test(file)) return {};
    const check = (node) => {
      // Types carry no dependency at run time: a domain may name another's types.
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const to = placeOf(root, targetOf(root, file, specifier) ?? '/');
      if (!to || to.layer !== from.layer || to.folder === from.folder) return;
      const edge = `${from.layer}/${from.folder} -> ${to.layer}/${to.folder}`;
      if (known.has(edge)) return;
      const start = `${to.layer}/${to.folder}`;
      const back = pathBetween(folderGraph(root, known), start, `${from.layer}/${from.folder}`);
      if (!back) return;
      const loop = [`${from.layer}/${from.folder}`, ...back].map((p) => p.replace('src/', ''));
      context.report({
        node: node.source,
        message: `Folder cycle: ${loop.join(' → ')}. Move the shared piece to the folder that uses it, or lower (decision 129).`,
      });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};
