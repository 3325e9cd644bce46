import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxEmails } from '../../db/schema';
import type { Mailer } from './mailer';

/** Keeps every message in the outbox table; in development it is readable at GET /api/v1/dev/outbox. */
export function createOutboxMailer(db: Db): Mailer & { latest(limit: number): Promise<unknown[]> } {
  return {
    async send(message) {
      await db.insert(outboxEmails).values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
      });
    },
    latest: (limit) => db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(limit),
  };
}
