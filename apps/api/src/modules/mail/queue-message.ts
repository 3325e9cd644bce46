import type { Db } from '../../db/client';
import type { MailMessage } from '../../providers/mail/mailer';
import { mailQueries } from './mail.repository';
import { sender } from './notices';

/** A mail another module writes whole (the password reset link, a new address's link, a lock-out notice): not one of the event kinds. */
export interface WrittenMail {
  /** Once per key: a second enqueue with it is a no-op. */
  key: string;
  kind: 'PASSWORD_RESET' | 'ACCOUNT_LOCKED' | 'EMAIL_CHANGE';
  userId: number;
  /** The brand in the recipient's language: its name and address are the sender. */
  brand: { name: string; contactEmail: string };
  message: Omit<MailMessage, 'from' | 'messageId'> & { html: string };
}

/**
 * Queues a written mail on `db` like the event mails: the mail job sends it, with retries
 * and backoff, and a failing SMTP server loses nothing.
 */
export function queueWrittenMail(db: Db, mail: WrittenMail): Promise<boolean> {
  return mailQueries(db).enqueue({
    idempotencyKey: mail.key,
    kind: mail.kind,
    userId: mail.userId,
    fromAddress: sender(mail.brand.name, mail.brand.contactEmail),
    toAddress: mail.message.to,
    subject: mail.message.subject,
    textBody: mail.message.text,
    htmlBody: mail.message.html,
    attachments: mail.message.attachments ?? [],
  });
}
