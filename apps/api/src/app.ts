import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { type ChangeFeed, openChangeFeed } from './lib/change-feed';
import { logSerializers } from './lib/log-redaction';
import { createWriteEpoch } from './lib/read-cache';
import { accountSettingsRoutes } from './modules/account-settings/account-settings.routes';
import { createAccountSettingsService } from './modules/account-settings/account-settings.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createBrandRepository } from './modules/brand/brand.repository';
import { brandRoutes } from './modules/brand/brand.routes';
import { createBrandService } from './modules/brand/brand.service';
import { createCatalogRepository } from './modules/catalog/catalog.repository';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { classManagementPlugin } from './modules/class-management';
import { createClassesRepository } from './modules/classes/classes.repository';
import { devRoutes } from './modules/dev/dev.routes';
import { discoveryRoutes } from './modules/discovery';
import { createFeedbackRepository } from './modules/feedback/feedback.repository';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { createFeedbackService } from './modules/feedback/feedback.service';
import { createGymsRepository } from './modules/gyms/gyms.repository';
import { healthRoutes } from './modules/health/health.routes';
import { createInterestedCitiesRepository } from './modules/interested-cities/interested-cities.repository';
import { interestedCitiesRoutes } from './modules/interested-cities/interested-cities.routes';
import { createInterestedCitiesService } from './modules/interested-cities/interested-cities.service';
import { createLinkPreviewsService } from './modules/link-previews';
import { createNotificationsRepository } from './modules/notifications/notifications.repository';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createOAuthRepository } from './modules/oauth/oauth.repository';
import { oauthRoutes } from './modules/oauth/oauth.routes';
import { createOAuthService } from './modules/oauth/oauth.service';
import { createPasswordResetRepository } from './modules/password-reset/password-reset.repository';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes';
import { createPasswordResetService } from './modules/password-reset/password-reset.service';
import { paymentsModule } from './modules/payments';
import { createRateLimitRepository } from './modules/rate-limit/rate-limit.repository';
import { createSessionsRepository } from './modules/sessions/sessions.repository';
import { createSessionsService } from './modules/sessions/sessions.service';
import { createTrainersRepository } from './modules/trainers/trainers.repository';
import { createUsersRepository } from './modules/users/users.repository';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { authPlugin } from './plugins/auth';
import { brandPlugin } from './plugins/brand';
import { errorsPlugin } from './plugins/errors';
import { jsonBodyPlugin } from './plugins/json-body';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { safeTextPlugin } from './plugins/safe-text';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webAppPlugin } from './plugins/web-app';
import type { Mailer } from './providers/mail/mailer';
import { createOutboxMailer } from './providers/mail/outbox-mailer';
import { createSmtpMailer } from './providers/mail/smtp-mailer';
import { createOAuthProviders } from './providers/oauth';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyInstance {
    changeFeed: ChangeFeed;
  }
}

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
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Any write this process handles retires its short-lived read caches (docs/adr/0007). Bumped before
  // the answer leaves, so the caller's next read already sees its own write.
  const epoch = createWriteEpoch();
  // Caches of tokens and members' marks are kept fresh by the database's change notifications
  // (docs/adr/0009); after a write the answer waits for them, so the caller's next request sees it.
  const feed = await openChangeFeed(database);
  app.decorate('changeFeed', feed);
  app.addHook('onClose', () => feed.close());
  // Requests refused before any handler ran wrote nothing: their body could not be read or failed
  // its schema. Neither they nor requests no route matched retire the caches or wait for the feed.
  const refusedUnhandled = new WeakSet<FastifyRequest>();
  app.addHook('onError', (request, _reply, error, done) => {
    if (error.code === 'FST_ERR_VALIDATION' || error.code?.startsWith('FST_ERR_CTP_')) {
      refusedUnhandled.add(request);
    }
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (
      SAFE_METHODS.has(request.method) ||
      request.routeOptions.config?.readOnly ||
      request.is404 ||
      refusedUnhandled.has(request)
    ) {
      return done(null, payload);
    }
    epoch.bump();
    feed.sync().then(() => done(null, payload), done);
  });

  const outbox = createOutboxMailer(db);
  const mailer =
    deps.mailer ?? (config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : outbox);
  const brands = createBrandService(createBrandRepository(db));
  const sessions = createSessionsService(createSessionsRepository(db), {
    ttlDays: config.TOKEN_TTL_DAYS,
    now: deps.now,
    feed,
  });
  const catalog = createCatalogRepository(db);
  const { now } = deps;
  const usersRepository = createUsersRepository(db);
  const users = createUsersService(usersRepository);
  const auth = createAuthService({ users: usersRepository, usersService: users, sessions });
  const settings = createAccountSettingsService({
    users: usersRepository,
    usersService: users,
    sessions,
    now,
  });
  const passwordReset = createPasswordResetService({
    resets: createPasswordResetRepository(db),
    users: usersRepository,
    mailer,
    ttlMinutes: config.RESET_TOKEN_TTL_MINUTES,
    now,
  });
  const oauth = createOAuthService({
    providers: createOAuthProviders(config),
    states: createOAuthRepository(db),
    users: usersRepository,
    sessions,
    now,
  });
  const windowSeconds = config.RATE_LIMIT_WINDOW_SECONDS;

  await app.register(securityHeadersPlugin);
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(safeTextPlugin);
  await app.register(openApiPlugin);
  await app.register(brandPlugin, { brands });
  await app.register(authPlugin, { sessions });
  await app.register(rateLimitPlugin, { repository: createRateLimitRepository(db) });
  await app.register(healthRoutes, { db, migrationsDir: config.migrationsDir });

  await app.register(
    async (v1) => {
      await v1.register(brandRoutes, { mapTileUrl: config.MAP_TILE_URL });
      await v1.register(catalogRoutes, { catalog });
      await v1.register(authRoutes, { auth, loginLimit: config.LOGIN_RATE_LIMIT, windowSeconds });
      await v1.register(passwordResetRoutes, {
        passwordReset,
        forgotLimit: config.FORGOT_RATE_LIMIT,
        windowSeconds,
      });
      await v1.register(oauthRoutes, { oauth });
      await v1.register(usersRoutes, { users });
      await v1.register(accountSettingsRoutes, { settings });
      await v1.register(interestedCitiesRoutes, {
        cities: createInterestedCitiesService(createInterestedCitiesRepository(db)),
      });
      await v1.register(feedbackRoutes, { feedback: createFeedbackService(createFeedbackRepository(db)) });
      await v1.register(discoveryRoutes, {
        db,
        now: deps.now,
        epoch,
        listCacheMs: config.CLASS_LIST_CACHE_MS,
        listSeatsMs: config.CLASS_LIST_SEATS_MS,
      });
      await v1.register(notificationsRoutes, {
        notifications: createNotificationsService(createNotificationsRepository(db), deps.now),
      });
      if (config.devOutbox) await v1.register(devRoutes, { latest: outbox.latest });
    },
    { prefix: '/api/v1' },
  );

  await app.register(classManagementPlugin, { db, config, now: deps.now });
  await app.register(paymentsModule, { db, config, now: deps.now });
  const previews = createLinkPreviewsService({
    classes: createClassesRepository(db),
    trainers: createTrainersRepository(db),
    gyms: createGymsRepository(db),
  });
  await app.register(webAppPlugin, { distDir: config.WEB_DIST, brands, previews });
  return app;
}
