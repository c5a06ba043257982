/**
 * `npm run build`, last step: the server as one ES module, dist/server/main.mjs (packages stay in
 * node_modules), with its SQL migrations beside it. `npm start` runs it with plain Node: no
 * TypeScript compiled at start, so a restart is ready in about a second. Decision 014.
 */
import { cpSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';

const outDir = resolve('dist/server');
rmSync(outDir, { recursive: true, force: true });
await build({
  // The worker threads are entries of their own, loaded from beside main.mjs: the geometry pool
  // (geometry-pool.ts), the catalogue import's plan (catalog/csv-plan-pool.ts) and the backup
  // export (backups/write-backup.ts).
  entryPoints: {
    main: 'src/server/main.ts',
    'geometry-worker': 'src/server/custom-prints/geometry-worker.ts',
    'csv-plan-worker': 'src/server/catalog/csv-plan-worker.ts',
    'backup-export-worker': 'src/server/backups/export-worker.ts',
  },
  outdir: outDir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});
// src/db/migrate.ts finds them next to its own module, which is now main.mjs.
cpSync(resolve('src/db/migrations'), resolve(outDir, 'migrations'), { recursive: true });
console.log(
  'server built: dist/server/main.mjs, geometry-worker.mjs, csv-plan-worker.mjs, backup-export-worker.mjs',
);
