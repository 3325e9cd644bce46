import { WHATSAPP_TEMPLATES } from '@kinetic/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { type AppJob, type AppModule, underApi } from '../../lib/app-module';
import { createCloudWhatsApp } from '../../providers/whatsapp/cloud-whatsapp';
import { createFakeCloud, type FakeCloud } from '../../providers/whatsapp/fake-cloud';
import type { WhatsAppProvider } from '../../providers/whatsapp/whatsapp';
import { createGymAdminScope } from '../gym-admin';
import { whatsAppFakeRoutes } from './fake.routes';
import { whatsAppWebhookRoutes } from './webhook.routes';
import { createWhatsAppRepository, type DivertableMail } from './whatsapp.repository';
import { whatsAppRoutes } from './whatsapp.routes';
import { createWhatsAppService } from './whatsapp.service';
import { sendDueWhatsApp } from './whatsapp-sender';

/** Each approved template's count of parameters, by name (what the fake accepts). */
export const TEMPLATE_PARAMETER_COUNTS: Record<string, number> = Object.fromEntries(
  Object.values(WHATSAPP_TEMPLATES).map((t) => [t.name, t.parameters.length]),
);
export type { DivertableMail } from './whatsapp.repository';
export { sendDueWhatsApp, type WhatsAppSendOptions, whatsAppRetryDelayMs } from './whatsapp-sender';

/**
 * WhatsApp as the app uses it (docs/adr/0049): the provider the configuration names (null: off),
 * the in-app fake when it is the fake, and the mail job's diverter: a claimed mail whose recipient
 * opted in goes as its WhatsApp template and is held.
 */
export function createWhatsApp(deps: { db: Db; config: Config }) {
  const settings = deps.config.whatsapp;
  const fake: FakeCloud | null =
    settings?.mode === 'fake'
      ? createFakeCloud({
          accessToken: settings.accessToken,
          phoneNumberId: settings.phoneNumberId,
          appSecret: settings.appSecret,
          templates: TEMPLATE_PARAMETER_COUNTS,
          autoDeliver: true,
          deliver: (body, headers) =>
            fetch(`http://127.0.0.1:${deps.config.PORT}/api/v1/webhooks/whatsapp`, {
              method: 'POST',
              headers,
              body,
            }).catch(() => undefined),
        })
      : null;
  const provider: WhatsAppProvider | null = settings ? createCloudWhatsApp(settings) : null;
  const repository = createWhatsAppRepository(deps.db);
  return {
    provider,
    fake,
    /** The mails of `rows` now going by WhatsApp instead (none while WhatsApp is off). */
    divert: (rows: DivertableMail[], at: Date) =>
      provider ? repository.divert(rows, at) : Promise.resolve(new Set<number>()),
  };
}
export type WhatsApp = ReturnType<typeof createWhatsApp>;

/** Consent (/users/me/whatsapp), the webhook (/webhooks/whatsapp), the gym's log, and the dev fake. */
export const whatsAppModule: AppModule<{ whatsapp: WhatsApp }> = {
  name: 'whatsapp',
  async register(app, { db, config, now, whatsapp }) {
    const service = createWhatsAppService({
      repository: createWhatsAppRepository(db),
      scope: createGymAdminScope(db),
      now: now ?? (() => new Date()),
      appSecret: config.whatsapp?.appSecret ?? null,
      verifyToken: config.whatsapp?.verifyToken ?? null,
    });
    await underApi(app, async (v1) => {
      await v1.register(whatsAppRoutes, { whatsapp: service });
      await v1.register(whatsAppWebhookRoutes, { whatsapp: service });
      if (whatsapp.fake) await v1.register(whatsAppFakeRoutes, { fake: whatsapp.fake });
    });
  },
};

/** Sends the queued WhatsApp messages every WHATSAPP_SEND_INTERVAL_MS (nothing while WhatsApp is off). */
export const whatsAppSenderJob: AppJob<{ whatsapp: WhatsApp }> = {
  name: 'whatsapp-sender',
  start({ db, config, log, now, scheduler, whatsapp }) {
    const provider = whatsapp.provider;
    if (!provider) return () => undefined;
    return scheduler.every('send-whatsapp', config.WHATSAPP_SEND_INTERVAL_MS, async () => {
      const result = await sendDueWhatsApp(db, provider, {
        now: now?.(),
        maxAttempts: config.WHATSAPP_MAX_ATTEMPTS,
        perSecond: config.WHATSAPP_MESSAGES_PER_SECOND,
        log,
      });
      if (result.sent || result.retried || result.fellBack) log.info(result, 'whatsapp messages sent');
    });
  },
};
