import type { Db } from '../../db/client';
import { type WhatsAppProvider, WhatsAppSendError } from '../../providers/whatsapp/whatsapp';
import { createWhatsAppRepository } from './whatsapp.repository';

export interface WhatsAppSendOptions {
  now?: Date;
  /** Messages sent per second at most (the Cloud API's throughput; default 20). */
  perSecond?: number;
  /** Messages claimed per round. */
  batch?: number;
  leaseMs?: number;
  /** After this many failed attempts a message is given up and its e-mail goes instead. */
  maxAttempts?: number;
  /** WhatsApp's pair limit: one message to one customer per this long. */
  pairMs?: number;
  log?: { warn: (obj: object, msg: string) => void };
  /** Waits `ms` (tests pass a clock of their own). */
  sleep?: (ms: number) => Promise<void>;
}

/** Backoff: 15 s after the first failure, doubling, at most 15 minutes. */
export const whatsAppRetryDelayMs = (attempts: number) =>
  Math.min(15_000 * 2 ** Math.max(0, attempts - 1), 900_000);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the due WhatsApp messages once (docs/adr/0049): claimed like mails (never two senders the same
 * row), at most `perSecond` a second and one per customer per pair interval. A customer who opted out
 * since gets the e-mail; a passing failure (a rate limit, WhatsApp busy) is retried later with backoff;
 * a lasting one, or the last attempt, fails the message and releases its e-mail.
 */
export async function sendDueWhatsApp(
  db: Db,
  provider: WhatsAppProvider,
  options: WhatsAppSendOptions = {},
): Promise<{ sent: number; retried: number; fellBack: number }> {
  const queue = createWhatsAppRepository(db);
  const at = options.now ?? new Date();
  const perSecond = Math.max(1, options.perSecond ?? 20);
  const maxAttempts = options.maxAttempts ?? 5;
  const sleep = options.sleep ?? wait;
  const claimed = await queue.claim(
    at,
    Math.min(options.batch ?? perSecond, perSecond * 5),
    options.leaseMs ?? 120_000,
    options.pairMs ?? 6000,
  );
  const result = { sent: 0, retried: 0, fellBack: 0 };
  const started = Date.now();
  let made = 0;
  for (const row of claimed) {
    if (!row.optedIn) {
      if (await queue.fail({ id: row.id }, 'opted out before sending', at)) result.fellBack += 1;
      continue;
    }
    // The throughput budget: call n goes no sooner than n / perSecond seconds into the round.
    const due = started + (made * 1000) / perSecond - Date.now();
    if (due > 0) await sleep(due);
    made += 1;
    try {
      const { messageId } = await provider.sendTemplate({
        to: row.toNumber,
        template: row.template,
        language: row.language === 'ar' ? 'ar' : 'en',
        parameters: row.parameters,
      });
      await queue.markSent(row.id, messageId, new Date());
      result.sent += 1;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const passing = error instanceof WhatsAppSendError ? error.retry : true;
      if (passing && row.attempts < maxAttempts) {
        const after = Math.max(
          whatsAppRetryDelayMs(row.attempts),
          error instanceof WhatsAppSendError ? error.retryAfterMs : 0,
        );
        options.log?.warn({ whatsappId: row.id, attempts: row.attempts, reason }, 'whatsapp not sent');
        await queue.retryLater(row.id, reason.slice(0, 500), new Date(at.getTime() + after));
        result.retried += 1;
      } else {
        options.log?.warn(
          { whatsappId: row.id, attempts: row.attempts, reason },
          'whatsapp failed: e-mail instead',
        );
        if (await queue.fail({ id: row.id }, reason, new Date())) result.fellBack += 1;
      }
    }
  }
  return result;
}
