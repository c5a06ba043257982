// `npm start`: runs the built server (dist/server/main.mjs) with plain Node. On a fresh clone,
// or when a source file is newer than the last build (a pull, an edit), it builds first, so
// `npm start` never serves stale code. Plain JavaScript: nothing to compile before it runs.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..');
const outputs = ['dist/server/main.mjs', 'dist/web/index.html', 'dist/prerendered.json'].map((f) => join(root, f));
const inputs = ['src', 'package-lock.json', 'vite.config.ts', 'scripts/build-server.ts', 'scripts/prerender-pages.ts'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const built = Math.min(...outputs.map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)));
const changed = Math.max(...inputs.map((f) => newestMtime(join(root, f))));
if (process.env.SKIP_BUILD !== '1' && (built === 0 || changed > built)) {
  console.log(built === 0 ? 'Building the shop (first start)…' : 'Sources changed since the last build: building…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; see above.');
    process.exit(1);
  }
}
await import(pathToFileURL(join(root, 'dist/server/main.mjs')).href);
