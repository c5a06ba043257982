// `npm start`: runs the built server (dist/server/main.mjs) with plain Node.
// - Reads `.env` first (variables already set in the environment win; ENV_FILE names another file).
// - Development (NODE_ENV unset): on a fresh clone, or when a source file is newer than the last
//   build (a pull, an edit), it builds first, so `npm start` never serves stale code.
// - Production (NODE_ENV=production): serves the built artefacts as they are and never builds, so
//   `npm ci --omit=dev` is enough on the server; a missing build is an error that says what to run.
// Plain JavaScript: nothing to compile before it runs. Decisions 014 and 064.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..');
const envFile = resolve(process.env.ENV_FILE ?? '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

const outputs = ['dist/server/main.mjs', 'dist/web/index.html', 'dist/prerendered.json'].map((f) =>
  join(root, f),
);
const inputs = [
  'src',
  'package-lock.json',
  'vite.config.ts',
  'scripts/build-server.ts',
  'scripts/prerender-pages.ts',
];
const production = process.env.NODE_ENV === 'production';
// The build needs the devDependencies (Vite, esbuild); a production install has none.
const canBuild = existsSync(join(root, 'node_modules', 'vite', 'package.json'));

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const built = Math.min(...outputs.map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)));
if (built === 0 && (production || !canBuild)) {
  console.error(
    'No built shop in dist/. Build it where the devDependencies are installed (`npm ci && npm run build`), ' +
      'then start it with production dependencies only (`npm ci --omit=dev && NODE_ENV=production npm start`).',
  );
  process.exit(1);
}
if (!production && canBuild && process.env.SKIP_BUILD !== '1') {
  const changed = Math.max(...inputs.map((f) => newestMtime(join(root, f))));
  if (built === 0 || changed > built) {
    console.log(
      built === 0
        ? 'Building the shop (first start)…'
        : 'Sources changed since the last build: building…',
    );
    const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error('The build failed; see above.');
      process.exit(1);
    }
  }
}
// The built server is the shop as customers meet it, whatever NODE_ENV says about building: left
// unset, React (an external package, read at run time) ran its development build, which checks
// every element of every server-rendered page and e-mail at several times the cost (decision
// 143). `npm run dev` runs the sources with React's development build.
process.env.NODE_ENV ||= 'production';
await import(pathToFileURL(join(root, 'dist/server/main.mjs')).href);
