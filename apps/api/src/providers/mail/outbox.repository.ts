import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxEmails } from '../../db/schema';
import type { MailMessage } from './mailer';

/** The outbox table: every message the local mailer keeps. */
export function createOutboxRepository(db: Db) {
  return {
    async insert(message: MailMessage): Promise<void> {
      await db.insert(outboxEmails).values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        fromAddress: message.from,
        messageId: message.messageId,
        attachments: message.attachments?.length ? message.attachments : null,
      });
    },
    latest: (limit: number) => db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(limit),
  };
}
