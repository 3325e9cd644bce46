import type { WhatsAppKind } from './whatsapp';

/**
 * The WhatsApp template catalogue (docs/adr/0049): what is submitted for approval in Meta's WhatsApp
 * Manager, one template per event in English ('en') and Arabic ('ar'), category UTILITY. A template's
 * body has numbered parameters {{1}}, {{2}}, …, filled in that order by `parameters` (a WhatsApp text
 * parameter holds no newline or tab, and no empty text).
 */
export interface WhatsAppTemplate {
  name: string;
  category: 'UTILITY';
  body: { en: string; ar: string };
  /** What each parameter holds, in order (the samples Meta asks for). */
  parameters: string[];
}

export const WHATSAPP_TEMPLATES: Record<WhatsAppKind, WhatsAppTemplate> = {
  BOOKING_CONFIRMED: {
    name: 'kinetic_booking_confirmed',
    category: 'UTILITY',
    body: {
      en: 'Hi {{1}}, your seat in {{2}} on {{3}} is booked. Where: {{4}}. See you there!',
      ar: 'مرحباً {{1}}، تم حجز مقعدك في {{2}} يوم {{3}}. المكان: {{4}}. نراك هناك!',
    },
    parameters: ['first name', 'class', 'day and time', 'place'],
  },
  CLASS_REMINDER: {
    name: 'kinetic_class_reminder',
    category: 'UTILITY',
    body: {
      en: 'Hi {{1}}, a reminder: {{2}} starts on {{3}}. Where: {{4}}.',
      ar: 'مرحباً {{1}}، تذكير: تبدأ حصة {{2}} يوم {{3}}. المكان: {{4}}.',
    },
    parameters: ['first name', 'class', 'day and time', 'place'],
  },
  WAITLIST_PROMOTED: {
    name: 'kinetic_waitlist_promoted',
    category: 'UTILITY',
    body: {
      en: 'Hi {{1}}, good news: a seat opened in {{2}} on {{3}} and it is now yours.',
      ar: 'مرحباً {{1}}، خبر سار: توفّر مقعد في {{2}} يوم {{3}} وأصبح لك الآن.',
    },
    parameters: ['first name', 'class', 'day and time'],
  },
  BOOKING_CANCELED: {
    name: 'kinetic_class_cancelled',
    category: 'UTILITY',
    body: {
      en: 'Hi {{1}}, {{2}} cancelled {{3}} on {{4}}, and your booking with it. {{5}}',
      ar: 'مرحباً {{1}}، ألغى {{2}} حصة {{3}} يوم {{4}}، وأُلغي حجزك فيها. {{5}}',
    },
    parameters: ['first name', 'gym', 'class', 'day and time', 'credits note'],
  },
  PAYMENT_RECEIPT: {
    name: 'kinetic_payment_receipt',
    category: 'UTILITY',
    body: {
      en: 'Hi {{1}}, we received your payment of {{2}} for {{3}}. Reference: {{4}}. Thank you!',
      ar: 'مرحباً {{1}}، استلمنا دفعتك بقيمة {{2}} مقابل {{3}}. المرجع: {{4}}. شكراً لك!',
    },
    parameters: ['first name', 'amount', 'item', 'reference'],
  },
};

const CREDITS_NOTE = {
  back: {
    en: 'The credits it took are back in your package.',
    ar: 'أُعيدت النقاط التي استخدمها الحجز إلى باقتك.',
  },
  kept: { en: 'Open the app to book another class.', ar: 'افتح التطبيق لحجز حصة أخرى.' },
};

/** A parameter as WhatsApp takes it: one line, never empty. */
const oneLine = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 300) || '-';

export interface TemplateFacts {
  firstName: string;
  className?: string;
  when?: string;
  place?: string;
  cancelledBy?: string;
  creditsBack?: boolean;
  amount?: string;
  item?: string;
  reference?: string;
}

/**
 * The template and its parameters for a mail of `kind` in `language`; null for a kind with no
 * template (a cancellation by the customer themself has none: only the gym's is a notice).
 */
export function whatsAppTemplateOf(
  kind: string,
  language: 'en' | 'ar',
  f: TemplateFacts,
): { template: string; language: 'en' | 'ar'; parameters: string[] } | null {
  const name = oneLine(f.firstName);
  const of = (k: WhatsAppKind, parameters: (string | undefined)[]) => ({
    template: WHATSAPP_TEMPLATES[k].name,
    language,
    parameters: parameters.map(oneLine),
  });
  switch (kind) {
    case 'BOOKING_CONFIRMED':
    case 'CLASS_REMINDER':
      return of(kind, [name, f.className, f.when, f.place]);
    case 'WAITLIST_PROMOTED':
      return of(kind, [name, f.className, f.when]);
    case 'BOOKING_CANCELED':
      return f.cancelledBy
        ? of(kind, [
            name,
            f.cancelledBy,
            f.className,
            f.when,
            CREDITS_NOTE[f.creditsBack ? 'back' : 'kept'][language],
          ])
        : null;
    case 'PAYMENT_RECEIPT':
      return of(kind, [name, f.amount, f.item, f.reference]);
    default:
      return null;
  }
}
