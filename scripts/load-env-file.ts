import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

// Imported first by the command-line scripts (and mirrored in start.mjs): `.env`, or the file
// ENV_FILE names, fills in variables the environment does not already set. Decision 065.
const envFile = resolve(process.env.ENV_FILE ?? '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);
