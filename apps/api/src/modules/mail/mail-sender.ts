import type { Db } from '../../db/client';
import type { Mailer } from '../../providers/mail/mailer';
import { createMailQueueRepository, type QueuedMailRow } from './mail.repository';

/**
 * Takes the claimed mails that go by another channel instead (WhatsApp, docs/adr/0049) and answers
 * their ids: those are held, not sent; a held mail comes back to the queue only if that channel fails.
 */
export type MailDiverter = (rows: QueuedMailRow[], at: Date) => Promise<Set<number>>;

export interface SendOptions {
  now?: Date;
  /** Mails claimed per round. */
  batch?: number;
  /** How long a claimed mail is this sender's; past it another sender may take it (this one died). */
  leaseMs?: number;
  /** After this many failed attempts a mail is FAILED and tried no more. */
  maxAttempts?: number;
  log?: { warn: (obj: object, msg: string) => void };
  divert?: MailDiverter;
}

/** Exponential backoff: 30 s after the first failure, doubling, at most an hour. */
export const retryDelayMs = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

const messageId = (row: QueuedMailRow) => {
  const domain = /@([^>\s]+)>?$/.exec(row.fromAddress)?.[1] ?? 'kinetic.invalid';
  return `<mail-${row.id}-${row.idempotencyKey.replace(/[^A-Za-z0-9]+/g, '.')}@${domain}>`;
};

/**
 * Sends the due mails of the queue once: claims them (never two senders the same row), hands each to
 * the mailer, marks it SENT, or on failure puts it back with a later attempt time. A mail is marked
 * SENT only after the server took it, and never claimed again once SENT, so an SMTP server that is
 * down loses nothing and, once up, gets each mail once.
 */
export async function sendDueMail(
  db: Db,
  mailer: Mailer,
  options: SendOptions = {},
): Promise<{ sent: number; failed: number }> {
  const queue = createMailQueueRepository(db);
  const at = options.now ?? new Date();
  const maxAttempts = options.maxAttempts ?? 10;
  const claimed = await queue.claim(at, options.batch ?? 20, options.leaseMs ?? 120_000);
  const held = options.divert && claimed.length > 0 ? await options.divert(claimed, at) : new Set<number>();
  let sent = 0;
  let failed = 0;
  for (const row of claimed) {
    if (held.has(row.id)) continue;
    try {
      await mailer.send({
        from: row.fromAddress,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        attachments: row.attachments,
        messageId: messageId(row),
      });
    } catch (error) {
      failed += 1;
      const reason = error instanceof Error ? error.message : String(error);
      const retryAt =
        row.attempts >= maxAttempts ? null : new Date(at.getTime() + retryDelayMs(row.attempts));
      options.log?.warn({ mailId: row.id, attempts: row.attempts, retryAt, reason }, 'mail not sent');
      await queue.markFailed(row.id, reason.slice(0, 500), retryAt);
      continue;
    }
    await queue.markSent(row.id, new Date());
    sent += 1;
  }
  return { sent, failed };
}
