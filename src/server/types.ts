import type { Database, DatabaseHandle } from '../db/client';
import type { AccessClaims, AccessTokenKit } from './lib/access-token';
import type { AppConfig } from './config';
import type { EventBus } from './lib/event-bus';
import type { MailOutbox } from './lib/mailer';
import type { OutboxDispatcher } from './services/outbox/outbox-dispatcher';
import type { FileStorage } from './storage/file-storage';
import type { preHandlerHookHandler } from 'fastify';
import type { BackupRunner } from './services/backups/backup-runner';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    dbHandle: DatabaseHandle;
    mailer: MailOutbox;
    /** The transactional outbox's dispatcher: services record events, this fans them out. */
    outbox: OutboxDispatcher;
    storage: FileStorage;
    events: EventBus;
    accessTokens: AccessTokenKit;
    /** Counters the routes bump (prometheus, plugins/metrics.ts). */
    metrics: { orderPlaced(): void };
    /** Backups of the running shop: on demand and on the owner's schedule. */
    backups: BackupRunner;
    /** preHandler: 401 unless a valid access token is sent. */
    requireUser: preHandlerHookHandler;
    /** preHandler: 401 without a valid token, 403 unless the user's stored role is admin. */
    requireAdmin: preHandlerHookHandler;
  }
  interface FastifyRequest {
    /** The verified access token's claims, or null for an anonymous request. */
    auth: AccessClaims | null;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes the raw bytes of a file as its body (no JSON parsing). */
    rawUpload?: boolean;
    /** The route checks its own bearer token (not an access token): the auth plugin leaves it alone. */
    ownBearerToken?: boolean;
  }
}
