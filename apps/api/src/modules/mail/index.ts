import type { Db } from '../../db/client';
import { type AppJob, type AppModule, underApi } from '../../lib/app-module';
import { createAccountMailService } from './account-mail.service';
import { calendarRoutes } from './calendar.routes';
import { createMailPreferencesRepository, mailQueries } from './mail.repository';
import { type MailDiverter, sendDueMail } from './mail-sender';
import { type MailNotices, mailNotices } from './notices';
import { mailPreferencesRoutes } from './preferences.routes';
import { queueTimedMail } from './reminders';

export { type CalendarEvent, calendarFeed, calendarFile, escapeIcsText } from './ics';
export type { NewQueuedMail } from './mail.repository';
export { type MailDiverter, retryDelayMs, type SendOptions, sendDueMail } from './mail-sender';
export { bookingConfirmedMail, bookingUid, classEvent, type MailNotices } from './notices';
export { queueWrittenMail, type WrittenMail } from './queue-message';
export { DEFAULT_REMINDER_MINUTES, queueTimedMail } from './reminders';
export { type SessionMailFacts, sessionMailFactsJson, toSessionMailFacts } from './session-mail.parts';

/**
 * The mails of events, queued on `db`: pass the transaction the event commits in, so a rolled-back
 * event queues nothing.
 */
export const mailsOn = (db: Db, now?: () => Date): MailNotices => mailNotices(mailQueries(db), { now });

/** "Add to calendar" (GET /bookings/:bookingId/calendar[.ics]) and the mail preferences (/users/me/mail-preferences). */
export const mailModule: AppModule = {
  name: 'mail',
  async register(app, { db, now }) {
    await underApi(app, async (v1) => {
      const mail = createAccountMailService({
        preferences: createMailPreferencesRepository(db),
        queries: mailQueries(db),
        now: now ?? (() => new Date()),
      });
      await v1.register(calendarRoutes, { mail });
      await v1.register(mailPreferencesRoutes, { mail });
    });
  },
};

/**
 * Sends the queued mail every MAIL_SEND_INTERVAL_MS through the mailer (SMTP, or the local outbox);
 * a notice to a customer who opted in to WhatsApp goes as its template instead (docs/adr/0049).
 */
export const mailSenderJob: AppJob<{ whatsapp?: { divert: MailDiverter } }> = {
  name: 'mail-sender',
  start({ db, mailer, config, log, now, scheduler, whatsapp }) {
    return scheduler.every('send-mail', config.MAIL_SEND_INTERVAL_MS, async () => {
      const result = await sendDueMail(db, mailer, {
        now: now?.(),
        maxAttempts: config.MAIL_MAX_ATTEMPTS,
        log,
        divert: whatsapp?.divert,
      });
      if (result.sent || result.failed) log.info(result, 'queued mail sent');
    });
  },
};

/** Class reminders and 'expiring soon' notices, queued every minute for whatever came due. */
export const timedMailJob: AppJob = {
  name: 'timed-mail',
  start: ({ db, log, now, scheduler }) =>
    scheduler.every('queue-reminders', 60_000, async () => {
      const result = await queueTimedMail(db, { now: now?.() });
      if (result.reminders || result.expiring) log.info(result, 'reminders queued');
    }),
};
