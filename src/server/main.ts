import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from './config';
import { startServer } from './start';

const config = loadConfig();

// `npm start` on a fresh clone: build the SPA once if it is missing.
if (config.webDir && !existsSync(join(config.webDir, 'index.html')) && !process.env.SKIP_WEB_BUILD) {
  console.log('Building the web app (first start)…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The web build failed; see above.');
    process.exit(1);
  }
}

const server = await startServer(config);
const log = server.app.log;
log.info(`Shop ready at ${server.url} (database: ${server.database.engine}${server.seeded ? ', seeded with demo data' : ''})`);
if (server.admin.source === 'generated') {
  // Printed once: the password is stored only as an argon2id hash.
  console.log(
    `\n  Admin account created: ${server.admin.email}\n  One-time password:     ${server.admin.password}\n  Sign in and change it, or set ADMIN_EMAIL and ADMIN_PASSWORD.\n`,
  );
} else if (server.admin.source === 'env') {
  log.info(`Admin account ${server.admin.email} ${server.admin.created ? 'created' : 'checked'} from ADMIN_EMAIL / ADMIN_PASSWORD`);
} else {
  log.info(`Admin account: ${server.admin.email} (already in the database)`);
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    log.info(`${signal}: closing connections and the database`);
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('shutdown failed', error);
        process.exit(1);
      },
    );
  });
}
