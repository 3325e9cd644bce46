import {
  isStopReply,
  type NotificationLogPageDto,
  WHATSAPP_CONSENT_SOURCES,
  type WhatsAppSettingsDto,
} from '@kinetic/domain';
import { fail, notFound } from '../../lib/errors';
import { readWhatsAppWebhook, validWhatsAppSignature } from '../../providers/whatsapp/webhook';
import type { GymScope } from '../gym-admin';
import type { WhatsAppRepository } from './whatsapp.repository';

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);
const STATUS_OF = { sent: 'SENT', delivered: 'DELIVERED', read: 'READ' } as const;

/** A customer's consent in Settings, the signed webhook, and the gym's log (docs/adr/0049). */
export function createWhatsAppService(deps: {
  repository: WhatsAppRepository;
  scope: GymScope;
  now: () => Date;
  /** WhatsApp is configured (not 'off'); its app secret checks the webhook. */
  appSecret: string | null;
  verifyToken: string | null;
}) {
  const { repository } = deps;

  async function settingsOf(userId: number): Promise<WhatsAppSettingsDto> {
    const row = await repository.settingsOf(userId);
    if (!row) throw notFound();
    const by = row.optedOutBy as (typeof WHATSAPP_CONSENT_SOURCES)[number] | null;
    return {
      available: deps.appSecret !== null,
      optedIn: row.optedIn ?? false,
      mobile: row.mobile,
      optedInAt: iso(row.optedInAt),
      optedOutAt: iso(row.optedOutAt),
      optedOutBy: by && WHATSAPP_CONSENT_SOURCES.includes(by) ? by : null,
    };
  }

  return {
    settingsOf,

    /** Opting in needs a mobile to send to; opting out always works. */
    async change(userId: number, optedIn: boolean): Promise<WhatsAppSettingsDto> {
      const current = await settingsOf(userId);
      if (optedIn && !current.mobile) throw fail('WHATSAPP_NEEDS_MOBILE', { field: 'mobile' });
      await repository.setConsent(userId, optedIn, 'SETTINGS', deps.now());
      return settingsOf(userId);
    },

    /** Meta's subscription check: the challenge back when the verify token matches, else null. */
    verifySubscription(mode: string | undefined, token: string | undefined, challenge: string | undefined) {
      if (!deps.verifyToken || mode !== 'subscribe' || token !== deps.verifyToken || !challenge) return null;
      return challenge;
    },

    /**
     * A webhook: refused (401) unless signed with the app secret; status changes move the messages
     * forward (a `failed` sends the e-mail instead), a STOP reply opts its number's accounts out.
     * Replays change nothing.
     */
    async fromWebhook(signature: string | undefined, rawBody: string) {
      if (!deps.appSecret || !validWhatsAppSignature(signature, rawBody, deps.appSecret)) {
        throw fail('INVALID_SIGNATURE');
      }
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw fail('INVALID_SIGNATURE');
      }
      const { statuses, inbound } = readWhatsAppWebhook(body);
      const result = { statuses: 0, optedOut: 0 };
      for (const update of statuses) {
        const changed =
          update.status === 'failed'
            ? await repository.fail(
                { providerMessageId: update.messageId },
                update.error ?? 'failed',
                update.at,
              )
            : await repository.applyStatus(update.messageId, STATUS_OF[update.status], update.at);
        if (changed) result.statuses += 1;
      }
      for (const message of inbound) {
        if (!isStopReply(message.text)) continue;
        for (const userId of await repository.usersByNumber(message.from)) {
          if (await repository.setConsent(userId, false, 'STOP', deps.now())) result.optedOut += 1;
        }
      }
      return result;
    },

    /** The gym's notification log, a page at a time (the master gym may name another gym). */
    async log(
      callerId: number,
      query: { gymId?: number; page: number; size: number },
    ): Promise<NotificationLogPageDto> {
      const gym = await deps.scope.resolve(callerId, query.gymId);
      const { rows, total } = await repository.log(gym.id, query.page, query.size);
      return {
        page: query.page,
        size: query.size,
        total,
        items: rows.map((row) => {
          const m = row.message;
          return {
            id: row.id,
            customer: row.customer,
            kind: row.kind,
            channel: m ? 'WHATSAPP' : 'EMAIL',
            status: m?.status ?? row.mailStatus,
            template: m?.template ?? null,
            language: m?.language ?? null,
            createdAt: row.createdAt.toISOString(),
            sentAt: iso(m ? m.sentAt : row.mailSentAt),
            deliveredAt: iso(m?.deliveredAt),
            readAt: iso(m?.readAt),
            failedAt: iso(m?.failedAt),
            fallback: m?.fellBackAt
              ? (row.mailStatus as 'PENDING' | 'SENDING' | 'SENT' | 'FAILED' | 'HELD')
              : null,
            error: m?.lastError ?? (row.mailStatus === 'FAILED' ? row.lastError : null),
          };
        }),
      };
    },
  };
}
export type WhatsAppService = ReturnType<typeof createWhatsAppService>;
