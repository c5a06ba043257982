import { createCatalogVersionReader } from './catalog/read-catalog-version';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../db/client';
import type { AppConfig } from './config';
import { createAccessTokenKit } from './auth/access-token';
import { createMailer } from './mail/mailer';
import { registerApiDocs } from './plugins/api-docs';
import { registerAuth } from './plugins/auth';
import { frameworkErrorHandler, registerErrorHandler } from './plugins/error-handler';
import { registerStrictJson } from './plugins/strict-json';
import { registerSecurity } from './plugins/security';
import { registerMetrics } from './plugins/metrics';
import { registerAfterCommit } from './plugins/after-commit';
import { registerRequestContext, requestIdFor, requestIdMixin } from './plugins/request-context';
import { loadWebBundle, registerWeb } from './plugins/web';
import { createSiteSettingsReader } from './settings/read-site-settings';
import { readShopPolicies } from './settings/read-shop-policies';
import { readShopSettings } from './settings/read-shop-settings';
import { createEventBus } from './realtime/create-event-bus';
import type { EventBus } from './realtime/event-bus';
import { adminRoutes, refuseAdminRoutesOutsideTheGuard } from './admin-routes';
import { authRoutes } from './auth/auth-routes';
import { contactRoutes } from './contact/contact-routes';
import { customPrintsRoutes } from './custom-prints/custom-prints-routes';
import { healthRoutes } from './health/health-routes';
import { realtimeRoutes } from './realtime/realtime-routes';
import { storageRoutes } from './storage/storage-routes';
import { catalogRoutes } from './catalog/catalog-routes';
import { checkoutRoutes } from './checkout/checkout-routes';
import { resolveOrderLines } from './checkout/resolve-order-lines';
import { discountRoutes } from './discounts/discount-routes';
import { orderRoutes } from './orders/order-routes';
import { followOrderChanges } from './orders/apply-order-followers';
import { productionRoutes } from './production/production-routes';
import { handleOrderChange } from './production/handle-order-change';
import { createGcodeDispatcher } from './production/gcode-dispatcher';
import { createPrinterAdapter } from './production/printer-links/create-printer-adapter';
import type { AdapterFactory } from './production/printer-links/printer-adapter';
import { createPrinterDriver } from './production/printer-links/printer-driver';
import { settingsPublicRoutes } from './settings/settings-public-routes';
import { lastAddressRoutes } from './checkout/last-address-routes';
import type { FileStorage } from './storage/file-storage';
import { createFileStorage } from './storage/create-file-storage';
import { getOrCreateSecret } from './lib/server-secrets';
import { createBackupRunner } from './backups/backup-runner';
import { createOutboxDispatcher } from './outbox/outbox-dispatcher';
import { pruneOutbox } from './outbox/prune-outbox';
import { startPeriodicJob } from './lib/periodic-job';
import { checkReplyMailbox } from './contact/check-reply-mailbox';
import { sendOwnerPush } from './notifications/send-owner-push';
import { sendDailyDigest } from './notifications/send-daily-digest';
import { vacuumEmbeddedDatabase } from './maintenance/vacuum-embedded-database';
import { startUnquotedModelSweeper } from './custom-prints/delete-unquoted-models';
import { repriceStaleQuotes } from './custom-prints/reprice-open-quotes';
import { checkSlicer } from './custom-prints/slicing/check-slicer';
import { createSliceDispatcher } from './custom-prints/slicing/slice-job-dispatcher';
import { createPayments } from './payments/payment-adapter';
import { createStripeGateway } from './payments/stripe-gateway';
import { paymentRoutes } from './payments/payment-routes';
import { cancelUnpaidOrders } from './payments/cancel-unpaid-orders';
import './types';

export type BuildAppOptions = {
  config: AppConfig;
  /** An open, migrated database; the app does not close it (the caller owns it). */
  database: DatabaseHandle;
  /** Defaults follow the engine: PostgreSQL keeps files and events in the server, PGlite local. */
  storage?: FileStorage;
  events?: EventBus;
  /** Sees every route as it is registered (tests walk the whole API with it). */
  onRoute?: (route: RouteOptions) => void;
  /** How connected printers are reached: OctoPrint or Moonraker by kind; tests bring their own. */
  printerAdapters?: AdapterFactory;
};

/** Builds the whole HTTP application: plugins, routes, the SPA. Nothing listens yet. */
export async function buildApp({
  config,
  database,
  storage,
  events,
  onRoute,
  printerAdapters,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      mixin: requestIdMixin,
    },
    genReqId: requestIdFor,
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // Refuse prototype-poisoning JSON instead of silently keeping it.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (onRoute) app.addHook('onRoute', onRoute);
  refuseAdminRoutesOutsideTheGuard(app);
  // The production board follows every order change in its transaction (decision 170).
  followOrderChanges('production', handleOrderChange);

  const jwtSecret = config.jwtSecret ?? (await getOrCreateSecret(database.db, 'jwt'));
  app.decorate('config', config);
  app.decorate<DatabaseHandle>('dbHandle', database);
  app.decorate('db', database.db);
  app.decorate('catalogVersion', createCatalogVersionReader(database));
  app.decorate('accessTokens', createAccessTokenKit(jwtSecret, config.accessTokenTtlSeconds));
  app.decorate('storage', storage ?? createFileStorage(database, config.dataDir));
  app.decorate('events', events ?? (await createEventBus(database, app.log)));
  const backups = createBackupRunner({
    handle: database,
    uploadsDir: join(config.dataDir, 'uploads'),
    backupDir: config.backupDir,
    log: app.log,
  });
  app.decorate('backups', backups);
  const { outbox } = config;
  const retry = { baseDelayMs: outbox.baseDelayMs, maxDelayMs: outbox.maxDelayMs };
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
    retry: { ...retry, maxAttempts: outbox.maxMailAttempts },
  });
  app.decorate('mailer', mailer);
  app.decorate(
    'outbox',
    createOutboxDispatcher({
      db: database.db,
      events: app.events,
      mailer,
      log: app.log,
      env: { adminEmail: config.adminEmail, externalStoreUrl: config.externalStoreUrl },
      publicUrl: config.publicUrl,
      imap: config.imap,
      push: (notices) => sendOwnerPush({ db: database.db, config, log: app.log }, notices),
      retry,
      pollMs: outbox.pollMs,
    }),
  );

  app.decorate(
    'payments',
    createPayments(config.stripe ? createStripeGateway(config.stripe) : null, app.log),
  );
  app.decorate(
    'siteSettings',
    createSiteSettingsReader(
      () =>
        readShopSettings(database.db, {
          adminEmail: config.adminEmail,
          externalStoreUrl: config.externalStoreUrl,
        }),
      () => readShopPolicies(database.db),
    ),
  );
  registerRequestContext(app);
  registerErrorHandler(app);
  registerStrictJson(app);
  const web = loadWebBundle(config.webDir);
  await registerSecurity(app, {
    publicUrl: config.publicUrl,
    inlineScriptHashes: web?.inlineScriptHashes ?? [],
  });
  registerAuth(app);
  registerMetrics(app, { token: config.metricsToken });
  registerAfterCommit(app);
  app.decorate(
    'slicer',
    createSliceDispatcher({
      db: database.db,
      storage: app.storage,
      afterCommit: app.afterCommit,
      log: app.log,
      settings: config.slicer,
      // Found in the background: a start never waits for the slicer.
      checking: checkSlicer(config.slicer.path),
    }),
  );
  app.decorate(
    'gcode',
    createGcodeDispatcher({
      db: database.db,
      storage: app.storage,
      afterCommit: app.afterCommit,
      log: app.log,
      slicer: app.slicer,
      settings: config.slicer,
    }),
  );
  // Exactly one process drives each connected printer: the one holding its lease (decision 178).
  app.decorate(
    'printerDriver',
    createPrinterDriver({
      db: database.db,
      storage: app.storage,
      afterCommit: app.afterCommit,
      log: app.log,
      factory: printerAdapters ?? createPrinterAdapter,
      ...config.printerLinks,
    }),
  );
  await registerApiDocs(app, { publicUrl: config.publicUrl });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(catalogRoutes);
      // The discount check prices a cart with checkout's resolver; checkout claims codes through
      // discounts, so the resolver is handed in here rather than imported by discounts.
      await api.register(discountRoutes, { priceLines: resolveOrderLines });
      await api.register(checkoutRoutes);
      await api.register(orderRoutes);
      await api.register(productionRoutes);
      await api.register(settingsPublicRoutes);
      await api.register(paymentRoutes);
      await api.register(lastAddressRoutes);
      await api.register(contactRoutes);
      await api.register(adminRoutes);
      await api.register(customPrintsRoutes);
      await api.register(storageRoutes);
      await api.register(realtimeRoutes);
    },
    { prefix: '/api' },
  );

  const sweeper = startUnquotedModelSweeper({
    db: database.db,
    storage: app.storage,
    maxAgeMs: config.models.unquotedMaxAgeMs,
    everyMs: config.models.sweepEveryMs,
    log: app.log,
  });
  const stalePrices = startPeriodicJob({
    name: 'stale quote prices',
    everyMs: 60 * 60 * 1000,
    run: () => repriceStaleQuotes(database.db),
    done: 'open quotes priced again',
    log: app.log,
  });
  const outboxPruner = startPeriodicJob({
    name: 'outbox retention',
    everyMs: 60 * 60 * 1000,
    run: () => pruneOutbox(database.db),
    log: app.log,
  });
  // Unpaid orders past their hold give their stock back (decision 130).
  const unpaidOrders = startPeriodicJob({
    name: 'unpaid orders',
    everyMs: config.unpaidSweepEveryMs,
    run: () =>
      cancelUnpaidOrders({
        db: database.db,
        gateway: app.payments.stripe,
        afterCommit: app.afterCommit,
        log: app.log,
      }),
    done: 'unpaid orders released',
    log: app.log,
  });
  // Customers' replies to the owner's answers (decision 175), when a mailbox is named; and the
  // owner's morning mail (decision 176), looked for every digestCheckMs, sent once a day. A
  // period of 0 turns a job off (the API tests, which call both themselves).
  const replyMailbox =
    config.inboxPollMs > 0
      ? startPeriodicJob({
          name: 'reply mailbox',
          everyMs: config.inboxPollMs,
          run: async () =>
            (
              await checkReplyMailbox({
                db: database.db,
                config,
                log: app.log,
                afterCommit: app.afterCommit,
              })
            )?.stored ?? 0,
          done: 'customer replies stored',
          log: app.log,
        })
      : undefined;
  const dailyDigest =
    config.digestCheckMs > 0
      ? startPeriodicJob({
          name: 'daily digest',
          everyMs: config.digestCheckMs,
          run: () =>
            sendDailyDigest({
              db: database.db,
              mailer,
              env: { adminEmail: config.adminEmail, externalStoreUrl: config.externalStoreUrl },
              publicUrl: config.publicUrl,
            }),
          done: 'daily digest written',
          log: app.log,
        })
      : undefined;
  // PGlite has no autovacuum (the PostgreSQL server vacuums and analyzes by itself).
  const embeddedVacuum =
    database.engine === 'pglite'
      ? startPeriodicJob({
          name: 'embedded database vacuum',
          done: 'tables vacuumed and analyzed',
          everyMs: 6 * 60 * 60 * 1000,
          run: async () => (await vacuumEmbeddedDatabase(database.db)).tables,
          log: app.log,
        })
      : undefined;
  backups.start();
  // The timers (backups, never-quoted models, outbox retention, vacuum), then the dispatcher first (it publishes and starts deliveries), then the mail, then the bus.
  app.addHook('onClose', async () => {
    backups.stop();
    await sweeper.close();
    await outboxPruner.close();
    await unpaidOrders.close();
    await stalePrices.close();
    await replyMailbox?.close();
    await dailyDigest?.close();
    await embeddedVacuum?.close();
    await app.printerDriver.close();
    await app.gcode.close();
    await app.slicer.close();
    await app.outbox.close();
    await app.mailer.close();
    await app.events.close();
  });
  await registerWeb(app, web);
  return app;
}
