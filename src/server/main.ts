import { loadConfig } from './config';
import { startServer } from './start';

// Builds are scripts/start.mjs's job (`npm start`); this serves whatever web bundle is there, or none.
const config = loadConfig();
const server = await startServer(config);
const log = server.app.log;
// React reads NODE_ENV when it is first loaded: which build renders the pages and mails (decision 143).
const react = process.env.NODE_ENV === 'production' ? 'production' : 'development';
log.info(
  `Shop ready at ${server.url} (database: ${server.database.engine}, React ${react} build${server.seeded ? ', seeded with demo data' : ''})`,
);
if (server.admin.source === 'generated') {
  // Printed once: the password is stored only as an argon2id hash.
  console.log(
    `\n  Admin account created: ${server.admin.email}\n  One-time password:     ${server.admin.password}\n  Sign in and change it, or set ADMIN_EMAIL and ADMIN_PASSWORD.\n`,
  );
} else if (server.admin.source === 'env') {
  log.info(
    `Admin account ${server.admin.email} ${server.admin.created ? 'created' : 'checked'} from ADMIN_EMAIL / ADMIN_PASSWORD`,
  );
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
