import { resolve } from 'node:path';
import { z } from 'zod';
import {
  ANONYMOUS_UPLOAD_QUOTA_BYTES,
  ANONYMOUS_UPLOAD_QUOTA_WINDOW_MS,
  UNQUOTED_MODEL_MAX_AGE_MS,
  UNQUOTED_MODEL_SWEEP_EVERY_MS,
} from '#core/custom-prints/print-constants';

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  ADMIN_EMAIL: optional,
  ADMIN_PASSWORD: optional,
  JWT_SECRET: optional,
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Layerworks 3D <orders@localhost>'),
  EXTERNAL_STORE_URL: z.string().url().default('https://layerworks3d.etsy.com'),
  PUBLIC_URL: optional,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(3600),
  REQUIRE_EMAIL_CONFIRMATION: optional,
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  ORDER_RATE_LIMIT_PER_USER: z.coerce.number().int().min(1).default(20),
  WEB_DIR: optional,
  TRUST_PROXY: optional,
  METRICS_TOKEN: optional,
  BACKUP_DIR: optional,
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  SLICER_PATH: optional,
  SLICER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  SLICER_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  SLICER_MEMORY_MB: z.coerce.number().int().min(256).max(65_536).default(2048),
  PRINTER_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(2000),
  PRINTER_LEASE_MS: z.coerce.number().int().min(300).max(3_600_000).default(30_000),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_BASE: optional,
  IMAP_HOST: optional,
  IMAP_PORT: z.coerce.number().int().min(1).max(65535).default(993),
  IMAP_TLS: z.enum(['true', 'false']).default('true'),
  IMAP_USER: optional,
  IMAP_PASSWORD: optional,
  IMAP_ADDRESS: optional,
  VAPID_PUBLIC_KEY: optional,
  VAPID_PRIVATE_KEY: optional,
  VAPID_SUBJECT: optional,
});

/** Every variable the server reads (.env.example documents each; a unit test checks it). */
export const ENV_VARIABLES = Object.keys(envSchema.shape);

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  adminEmail?: string;
  adminPassword?: string;
  jwtSecret?: string;
  smtpUrl?: string;
  mailFrom: string;
  externalStoreUrl: string;
  publicUrl: string;
  logLevel: string;
  accessTokenTtlSeconds: number;
  /** Sign-in needs a confirmed e-mail; on by default only when real mail can be sent. */
  requireEmailConfirmation: boolean;
  /** The built SPA; absent in API-only runs. */
  webDir?: string;
  /**
   * Whose X-Forwarded-For to believe (Fastify's trustProxy). Off by default: otherwise any
   * client could name its own address and walk around the per-address rate limits.
   */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /** Where scheduled and admin backups are written (DATA_DIR/backups by default). */
  backupDir: string;
  /** Bearer token that opens /metrics from outside loopback; unset = loopback only. */
  metricsToken?: string;
  /** Sign-in / sign-up / recovery attempts allowed per 5 minutes (refresh gets 5x the IP budget). */
  authRateLimit: { perIp: number; perEmail: number; windowMs: number };
  /** Orders one account may place per 10 minutes (an abuse budget; a real customer places a few a day). */
  orderRateLimitPerUser: number;
  /** Seed demo products, codes and rates into an empty database (`SEED_DEMO=false`: start empty). */
  seedDemo: boolean;
  /**
   * The outbox: leftovers are swept every `pollMs`; a failed dispatch or delivery waits
   * `baseDelayMs`, doubling up to `maxDelayMs`; a mail is marked failed after `maxMailAttempts`.
   */
  outbox: { pollMs: number; baseDelayMs: number; maxDelayMs: number; maxMailAttempts: number };
  /**
   * Background slicing (decision 123): the slicer (`SLICER_PATH`, else prusa-slicer on PATH; none
   * = off), slices at once per process, and each slice's limits. A claimed job is leased for
   * twice the wall clock (a 3MF runs the slicer twice) plus 5 s.
   */
  /**
   * Connected printers (decision 178): each held printer is polled every `pollMs`, shown
   * offline once it has not answered for `staleMs`; a lease lasts `leaseMs`, renewed every third.
   */
  printerLinks: { pollMs: number; leaseMs: number; staleMs: number };
  slicer: {
    path?: string;
    concurrency: number;
    wallMs: number;
    memoryBytes: number;
    maxOutputBytes: number;
    leaseMs: number;
    pollMs: number;
    maxAttempts: number;
  };
  /**
   * Card payments through Stripe Checkout (decision 131): both keys, or none (the card method
   * cannot be chosen). `apiBase` points the SDK at another host (the tests' local fake).
   */
  stripe?: { secretKey: string; webhookSecret: string; apiBase?: string };
  /** How often unpaid orders past their hold are looked for (decision 130). */
  unpaidSweepEveryMs: number;
  /** The mailbox customers' replies are read from, when the environment names it (decision 175). */
  imap?: {
    host: string;
    port: number;
    secure: boolean;
    user: string;
    password: string;
    address?: string;
  };
  /** How often the reply mailbox is read (decision 175); 0: never on a timer. */
  inboxPollMs: number;
  /** Web Push's VAPID keys from the environment; unset: generated once and stored (decision 176). */
  vapid?: { publicKey: string; privateKey: string; subject?: string };
  /** How often the daily digest's job looks whether today's is due (decision 176); 0: off. */
  digestCheckMs: number;
  /** Anonymous upload quota and the deletion of never-quoted models (decisions 098, 099). */
  models: {
    anonymousQuotaBytes: number;
    quotaWindowMs: number;
    unquotedMaxAgeMs: number;
    sweepEveryMs: number;
  };
};

/** TRUST_PROXY: unset = no proxy; `true`; a hop count (`1`); or addresses/CIDRs (`loopback,10.0.0.0/8`). */
export function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${detail}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    externalStoreUrl: e.EXTERNAL_STORE_URL,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    requireEmailConfirmation: e.REQUIRE_EMAIL_CONFIRMATION
      ? e.REQUIRE_EMAIL_CONFIRMATION === 'true'
      : Boolean(e.SMTP_URL),
    webDir: e.WEB_DIR ? resolve(e.WEB_DIR) : resolve('dist/web'),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    metricsToken: e.METRICS_TOKEN,
    backupDir: resolve(e.BACKUP_DIR ?? `${e.DATA_DIR}/backups`),
    authRateLimit: {
      perIp: e.AUTH_RATE_LIMIT_PER_IP,
      perEmail: e.AUTH_RATE_LIMIT_PER_EMAIL,
      windowMs: 300_000,
    },
    orderRateLimitPerUser: e.ORDER_RATE_LIMIT_PER_USER,
    seedDemo: e.SEED_DEMO === 'true',
    printerLinks: {
      pollMs: e.PRINTER_POLL_MS,
      leaseMs: e.PRINTER_LEASE_MS,
      staleMs: 3 * e.PRINTER_POLL_MS,
    },
    slicer: {
      path: e.SLICER_PATH,
      concurrency: e.SLICER_CONCURRENCY,
      wallMs: e.SLICER_TIMEOUT_SECONDS * 1000,
      memoryBytes: e.SLICER_MEMORY_MB * 1024 * 1024,
      maxOutputBytes: 512 * 1024 * 1024,
      leaseMs: 2 * e.SLICER_TIMEOUT_SECONDS * 1000 + 5000,
      pollMs: Math.min(5000, e.SLICER_TIMEOUT_SECONDS * 500),
      maxAttempts: 3,
    },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: e.STRIPE_API_BASE,
          }
        : undefined,
    unpaidSweepEveryMs: 60_000,
    imap:
      e.IMAP_HOST && e.IMAP_USER && e.IMAP_PASSWORD
        ? {
            host: e.IMAP_HOST,
            port: e.IMAP_PORT,
            secure: e.IMAP_TLS === 'true',
            user: e.IMAP_USER,
            password: e.IMAP_PASSWORD,
            address: e.IMAP_ADDRESS?.toLowerCase(),
          }
        : undefined,
    inboxPollMs: 2 * 60_000,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? {
            publicKey: e.VAPID_PUBLIC_KEY,
            privateKey: e.VAPID_PRIVATE_KEY,
            subject: e.VAPID_SUBJECT,
          }
        : undefined,
    digestCheckMs: 15 * 60_000,
    outbox: { pollMs: 30_000, baseDelayMs: 30_000, maxDelayMs: 3_600_000, maxMailAttempts: 6 },
    models: {
      anonymousQuotaBytes: ANONYMOUS_UPLOAD_QUOTA_BYTES,
      quotaWindowMs: ANONYMOUS_UPLOAD_QUOTA_WINDOW_MS,
      unquotedMaxAgeMs: UNQUOTED_MODEL_MAX_AGE_MS,
      sweepEveryMs: UNQUOTED_MODEL_SWEEP_EVERY_MS,
    },
  };
}
