import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { reviewAskJob } from './jobs/ask-for-reviews';
import { rollClosingJob } from './jobs/close-rolls';
import { waitlistOfferExpiryJob } from './jobs/expire-waitlist-offers';
import { sessionMaterialiserJob } from './jobs/materialise-sessions';
import { waitlistPromotionJob } from './jobs/promote-waitlists';
import { paymentJobs } from './jobs/reconcile-payments';
import { seatFeesJob } from './jobs/take-seat-fees';
import type { AppContext } from './lib/app-module';
import { retireCachesOnDeclaredWrites } from './lib/cache-retirement';
import { type ChangeFeed, openChangeFeed } from './lib/change-feed';
import { createEventStreams } from './lib/event-stream';
import { logSerializers } from './lib/log-redaction';
import { createMetrics, measuredScheduler } from './lib/metrics';
import { createWriteEpoch } from './lib/read-cache';
import { createInProcessScheduler, createPgBossScheduler } from './lib/scheduler';
import { accountSettingsModule } from './modules/account-settings';
import { authModule } from './modules/auth';
import { bookingsModule } from './modules/bookings';
import { brandModule, createBrandService } from './modules/brand';
import { calendarFeedsModule } from './modules/calendar-feeds';
import { catalogModule } from './modules/catalog';
import { classManagementModule } from './modules/class-management';
import { classesModule, createClassItemsReader, createClassPreviews } from './modules/classes';
import { devModule } from './modules/dev';
import { createEventStreamRegistry } from './modules/event-streams';
import { exploreModule } from './modules/explore';
import { feedbackModule } from './modules/feedback';
import { gymCatalogueModule } from './modules/gym-catalogue';
import { gymCustomersModule } from './modules/gym-customers';
import { gymDashboardModule } from './modules/gym-dashboard';
import { gymPtTrainersModule } from './modules/gym-pt-trainers';
import { gymReportsModule } from './modules/gym-reports';
import { gymTeamModule } from './modules/gym-team';
import { createGymsService, gymsModule } from './modules/gyms';
import { healthModule } from './modules/health';
import { interestedCitiesModule } from './modules/interested-cities';
import { createLinkPreviewsService } from './modules/link-previews';
import { liveVideoModule } from './modules/live-video';
import { mailModule, mailSenderJob, timedMailJob } from './modules/mail';
import { expiringPackagesJob, notificationsModule } from './modules/notifications';
import { oauthModule } from './modules/oauth';
import { partnerOnboardingModule } from './modules/partner-onboarding';
import { partnerReviewModule } from './modules/partner-review';
import { passwordResetModule } from './modules/password-reset';
import { createPaymentsCapability, paymentsModule } from './modules/payments';
import { personalTrainingModule } from './modules/personal-training';
import { createRateLimitService } from './modules/rate-limit';
import { referralsModule } from './modules/referrals';
import { reviewsModule } from './modules/reviews';
import { searchModule } from './modules/search';
import { createSessionsService } from './modules/sessions';
import { createTrainersService, trainersModule } from './modules/trainers';
import { createUserAccounts, createUsersService, usersModule } from './modules/users';
import { createWhatsApp, whatsAppModule, whatsAppSenderJob } from './modules/whatsapp';
import { authPlugin } from './plugins/auth';
import { brandPlugin } from './plugins/brand';
import { compressionPlugin } from './plugins/compression';
import { errorsPlugin } from './plugins/errors';
import { jsonBodyPlugin } from './plugins/json-body';
import { languagePlugin } from './plugins/language';
import { metricsPlugin } from './plugins/metrics';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { requestTimeoutsPlugin, serverTimeouts } from './plugins/request-timeouts';
import { safeTextPlugin } from './plugins/safe-text';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webAppPlugin } from './plugins/web-app';
import type { Mailer } from './providers/mail/mailer';
import { createOutboxMailer } from './providers/mail/outbox-mailer';
import { createSmtpMailer } from './providers/mail/smtp-mailer';

declare module 'fastify' {
  interface FastifyInstance {
    changeFeed: ChangeFeed;
    /** Starts the background jobs (server.ts; tests run jobs by hand); answers how to stop them. */
    startJobs(): () => void;
  }
}

/** Every module, registered in this order with one signature: (app, context). */
const MODULES = [
  healthModule,
  brandModule,
  catalogModule,
  authModule,
  passwordResetModule,
  oauthModule,
  usersModule,
  accountSettingsModule,
  interestedCitiesModule,
  feedbackModule,
  classesModule,
  bookingsModule,
  searchModule,
  trainersModule,
  gymsModule,
  exploreModule,
  notificationsModule,
  devModule,
  classManagementModule,
  paymentsModule,
  referralsModule,
  mailModule,
  calendarFeedsModule,
  gymPtTrainersModule,
  gymTeamModule,
  gymCustomersModule,
  gymCatalogueModule,
  gymReportsModule,
  gymDashboardModule,
  liveVideoModule,
  personalTrainingModule,
  partnerReviewModule,
  partnerOnboardingModule,
  reviewsModule,
  whatsAppModule,
];

/** The background jobs, built from the same context as the modules (one payments capability). */
const JOBS = [
  sessionMaterialiserJob,
  waitlistPromotionJob,
  waitlistOfferExpiryJob,
  rollClosingJob,
  reviewAskJob,
  seatFeesJob,
  paymentJobs,
  expiringPackagesJob,
  timedMailJob,
  mailSenderJob,
  whatsAppSenderJob,
];

export interface AppDeps {
  config: Config;
  database: Database;
  /** Tests may pass their own; otherwise SMTP when configured, else the local outbox. */
  mailer?: Mailer;
  now?: () => Date;
  /** Where log lines go (tests read them); standard output otherwise. */
  logStream?: Writable;
}

/** Builds the whole application without listening: server.ts listens, tests use app.inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const { db } = database;
  const timeouts = {
    requestMs: config.REQUEST_TIMEOUT_SECONDS * 1000,
    uploadMs: config.UPLOAD_TIMEOUT_SECONDS * 1000,
  };
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            serializers: logSerializers,
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    // A hop count, never `true`: trusting every X-Forwarded-For would let clients dodge the rate limits.
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS,
    genReqId: () => crypto.randomUUID(),
    // A slow sender is cut; the limits apply once server.ts listens.
    ...serverTimeouts(timeouts),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every route declaring itself a write retires this process's short-lived read caches (docs/adr/0014),
  // before the answer leaves, so the caller's next read already sees its own write.
  const epoch = createWriteEpoch();
  // Caches of tokens and members' marks are kept fresh by the database's change notifications
  // (docs/adr/0014); after a write the answer waits for them, so the caller's next request sees it.
  const feed = await openChangeFeed(database);
  app.decorate('changeFeed', feed);
  app.addHook('onClose', () => feed.close());
  retireCachesOnDeclaredWrites(app, { epoch, sync: () => feed.sync() });

  const outbox = createOutboxMailer(db);
  const mailer =
    deps.mailer ?? (config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : outbox);
  const { now } = deps;
  const brands = createBrandService(db);
  const sessions = createSessionsService(db, {
    ttlDays: config.TOKEN_TTL_DAYS,
    now,
    feed,
  });
  // Periodic jobs: a pg-boss queue on PostgreSQL, so several processes run each period's job once;
  // timers on PGlite, which lives in this one process (docs/adr/0017). Nothing starts until startJobs.
  const metrics = createMetrics(database);
  const scheduler = measuredScheduler(
    database.driver === 'postgres' && config.DATABASE_URL
      ? createPgBossScheduler(config.DATABASE_URL, app.log)
      : createInProcessScheduler(app.log),
    metrics,
  );
  app.addHook('onClose', () => scheduler.close());
  const base: AppContext = { config, db, now, mailer, feed, epoch, log: app.log, scheduler, metrics };
  // Services several modules share, built once.
  const items = createClassItemsReader(db, { epoch, feed, now });
  const trainers = createTrainersService({ db, items, now });
  const gyms = createGymsService({ db, items, trainers, now });
  const context = {
    ...base,
    outbox,
    brands,
    sessions,
    accounts: createUserAccounts(db),
    users: createUsersService(db),
    items,
    trainers,
    gyms,
    payments: createPaymentsCapability({ db, config, now, log: app.log }),
    /** WhatsApp messages (docs/adr/0049): the provider, the dev fake, and the mail job's diverter. */
    whatsapp: createWhatsApp({ db, config }),
    /** This process's event streams, capped per user and per address across all processes. */
    streams: createEventStreams(
      app,
      { perUser: config.STREAMS_PER_USER, perAddress: config.STREAMS_PER_ADDRESS },
      { registry: createEventStreamRegistry(db), feed },
    ),
  };
  app.decorate('startJobs', () => {
    const stops = JOBS.map((job) => job.start(context));
    return () => {
      for (const stop of stops) stop();
    };
  });

  await app.register(metricsPlugin, { metrics, token: config.METRICS_TOKEN });
  await app.register(requestTimeoutsPlugin, timeouts);
  await app.register(compressionPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(safeTextPlugin);
  await app.register(openApiPlugin);
  await app.register(brandPlugin, { brands });
  await app.register(authPlugin, { sessions });
  await app.register(rateLimitPlugin, { counters: createRateLimitService(db) });
  for (const module of MODULES) await module.register(app, context);
  const previews = createLinkPreviewsService({ classes: createClassPreviews(db), trainers, gyms });
  await app.register(webAppPlugin, { distDir: config.WEB_DIST, brands, previews });
  return app;
}
