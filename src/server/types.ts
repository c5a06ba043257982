import type { SiteSettingsReader } from './settings/read-site-settings';
import type { Database, DatabaseHandle } from '../db/client';
import type { AccessTokenKit } from './auth/access-token';
import type { DomainError } from './lib/domain-error';
import type { SessionContext } from './auth/session-guard';
import type { AppConfig } from './config';
import type { EventBus } from './realtime/event-bus';
import type { MailOutbox } from './mail/mailer';
import type { OutboxDispatcher } from './outbox/outbox-dispatcher';
import type { AfterCommit } from './plugins/after-commit';
import type { FileStorage } from './storage/file-storage';
import type { preHandlerHookHandler } from 'fastify';
import type { BackupRunner } from './backups/backup-runner';
import type { SliceDispatcher } from './custom-prints/slicing/slice-job-dispatcher';
import type { GcodeDispatcher } from './production/gcode-dispatcher';
import type { PrinterDriver } from './production/printer-links/printer-driver';
import type { Payments } from './payments/payment-adapter';
import type { CatalogVersionReader } from './catalog/read-catalog-version';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The settings every rendered page carries (decision 133). */
    siteSettings: SiteSettingsReader;
    /** What the public pages were made from is still current while this does not move (decision 177). */
    catalogVersion: CatalogVersionReader;
    db: Database;
    dbHandle: DatabaseHandle;
    mailer: MailOutbox;
    /** The transactional outbox's dispatcher: services record events, this fans them out. */
    outbox: OutboxDispatcher;
    /** The background slicer (decision 123): queued quotes are sliced here, never in a request. */
    slicer: SliceDispatcher;
    /** Print jobs' G-code for their printers (decision 169), sliced by the same slicer. */
    gcode: GcodeDispatcher;
    printerDriver: PrinterDriver;
    /** The one path after a commit: dispatch, live hints, metrics (plugins/after-commit.ts). */
    afterCommit: AfterCommit;
    storage: FileStorage;
    events: EventBus;
    accessTokens: AccessTokenKit;
    /** Counters the routes bump (prometheus, plugins/metrics.ts). */
    metrics: { orderPlaced(): void };
    /** Backups of the running shop: on demand and on the owner's schedule. */
    backups: BackupRunner;
    /** How orders are paid: the adapters and the Stripe gateway (decisions 130, 131). */
    payments: Payments;
    /** preHandler: 401 unless a valid access token is sent. */
    requireUser: preHandlerHookHandler;
    /** preHandler: 401 without a valid token, 403 unless the user's stored role is admin. */
    requireAdmin: preHandlerHookHandler;
  }
  interface FastifyRequest {
    /** The caller's live session (checked by the session guard), or null for an anonymous request. */
    auth: SessionContext | null;
    /** Why a bearer token was not accepted (an ended session, a missing second factor). */
    authRefusal: DomainError | null;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes the raw bytes of a file as its body (no JSON parsing). */
    rawUpload?: boolean;
    /** The route checks its own bearer token (not an access token): the auth plugin leaves it alone. */
    ownBearerToken?: boolean;
    /** A session still waiting for its second factor may call this route (verify, sign-out, who am I). */
    allowMfaPending?: boolean;
  }
}
