import { z } from 'zod';
import { adminPageQuerySchema, gymIdQueryField } from '../gym-admin/admin-query';

/*
 * WhatsApp messages (docs/adr/0049): a customer's consent, as Settings shows and changes it, and the
 * gym's notification log of the messages about its classes and orders.
 */

/** How a customer's consent last changed: in Settings, or by a STOP reply to a message. */
export const WHATSAPP_CONSENT_SOURCES = ['SETTINGS', 'STOP'] as const;
export type WhatsAppConsentSource = (typeof WHATSAPP_CONSENT_SOURCES)[number];

/** GET/PUT /users/me/whatsapp: whether template messages go to WhatsApp, since when, and to which number. */
export const whatsAppSettingsSchema = z.object({
  /** This installation sends WhatsApp messages at all (WHATSAPP_PROVIDER is not 'off'). */
  available: z.boolean(),
  optedIn: z.boolean(),
  /** The account's mobile (international digits): where messages go; opting in needs one. */
  mobile: z.string().nullable(),
  optedInAt: z.string().nullable(),
  optedOutAt: z.string().nullable(),
  optedOutBy: z.enum(WHATSAPP_CONSENT_SOURCES).nullable(),
});
export type WhatsAppSettingsDto = z.infer<typeof whatsAppSettingsSchema>;

export const whatsAppSettingsBodySchema = z.object({ optedIn: z.boolean() });

/** A WhatsApp message's state: queued, handed to WhatsApp, on the phone, read, or given up. */
export const WHATSAPP_STATUSES = ['PENDING', 'SENDING', 'SENT', 'DELIVERED', 'READ', 'FAILED'] as const;
export type WhatsAppStatus = (typeof WHATSAPP_STATUSES)[number];

/** An e-mail's state in the queue (HELD: waiting on its WhatsApp message, sent only if that fails). */
export const MAIL_LOG_STATUSES = ['PENDING', 'SENDING', 'SENT', 'FAILED', 'HELD'] as const;

/** The event kinds a gym's log lists: the ones with a WhatsApp template. */
export const WHATSAPP_KINDS = [
  'BOOKING_CONFIRMED',
  'CLASS_REMINDER',
  'WAITLIST_PROMOTED',
  'BOOKING_CANCELED',
  'PAYMENT_RECEIPT',
] as const;
export type WhatsAppKind = (typeof WHATSAPP_KINDS)[number];

export const notificationLogQuerySchema = adminPageQuerySchema.extend({ gymId: gymIdQueryField });

/** One notice to a customer about the gym's class or order, by the channel it went through. */
export const notificationLogEntrySchema = z.object({
  id: z.number().int(),
  customer: z.string(),
  kind: z.string(),
  channel: z.enum(['WHATSAPP', 'EMAIL']),
  /** The WhatsApp message's status when it went (or goes) by WhatsApp, else the e-mail's. */
  status: z.string(),
  /** The WhatsApp template's name, when one was used. */
  template: z.string().nullable(),
  language: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  /** The WhatsApp message failed and the e-mail went instead (its status). */
  fallback: z.enum(MAIL_LOG_STATUSES).nullable(),
  error: z.string().nullable(),
});
export type NotificationLogEntryDto = z.infer<typeof notificationLogEntrySchema>;

export const notificationLogPageSchema = z.object({
  items: z.array(notificationLogEntrySchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type NotificationLogPageDto = z.infer<typeof notificationLogPageSchema>;

/**
 * A reply that ends a customer's WhatsApp messages: STOP and its usual variants, in English and
 * Arabic, whatever the case, spaces or punctuation around it.
 */
const STOP_WORDS = new Set([
  'stop',
  'stopall',
  'unsubscribe',
  'cancel',
  'end',
  'quit',
  'optout',
  'إيقاف',
  'ايقاف',
  'توقف',
  'الغاء',
  'إلغاء',
  'إلغاء الاشتراك',
  'الغاء الاشتراك',
]);
export function isStopReply(text: string): boolean {
  const word = text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s.!؟?,،-]+/g, ' ')
    .trim();
  return STOP_WORDS.has(word) || STOP_WORDS.has(word.replace(/ /g, ''));
}
