import { z } from 'zod';
import type { Language } from '../i18n/localise';

/** Every e-mail the app sends on its own, by kind. */
export const MAIL_KINDS = [
  'WELCOME',
  'BOOKING_CONFIRMED',
  'WAITLIST_PROMOTED',
  'WAITLIST_OFFERED',
  'BOOKING_CANCELED',
  'PAYMENT_RECEIPT',
  'CLASS_REMINDER',
  'PACKAGE_EXPIRING',
  'SUBSCRIPTION_RENEWED',
  'SUBSCRIPTION_FAILED',
  'PT_BOOKED',
  'SEAT_FEE',
  'REVIEW_REQUESTED',
  'CLASS_MOVED',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Receipts always go: a user may turn off every other kind in settings. */
export const ALWAYS_SENT_MAIL: readonly MailKind[] = ['PAYMENT_RECEIPT'];
export const OPTIONAL_MAIL_KINDS = MAIL_KINDS.filter(
  (kind) => !ALWAYS_SENT_MAIL.includes(kind),
) as OptionalMailKind[];
export type OptionalMailKind = Exclude<MailKind, 'PAYMENT_RECEIPT'>;
export const isMailKind = (value: string): value is MailKind =>
  (MAIL_KINDS as readonly string[]).includes(value);

/**
 * A partner's standing: the operator's review of a new partner and a gym's invitation to
 * its team. About the account itself, so always sent and not among the kinds a user may
 * turn off.
 */
export const PARTNER_MAIL_KINDS = ['PARTNER_APPROVED', 'PARTNER_REFUSED', 'TEAM_INVITED'] as const;
export type PartnerMailKind = (typeof PARTNER_MAIL_KINDS)[number];

/** What a mail's text may mention, already formatted in the recipient's language. */
export interface MailFacts {
  firstName: string;
  brandName: string;
  className?: string;
  /** The class's day and time on its own wall clock. */
  when?: string;
  /** Until when an offered seat may be claimed, on the class's wall clock. */
  claimBy?: string;
  place?: string;
  amount?: string;
  item?: string;
  reference?: string;
  /** The package's end date. */
  until?: string;
  daysLeft?: number;
  /** The gym that cancelled the booking (absent: the customer did). */
  cancelledBy?: string;
  /** The credits the booking took are back in the customer's package. */
  creditsBack?: boolean;
  /** Why the operator refused a partner. */
  reason?: string;
  /** The gym that moved a booked class to another time. */
  movedBy?: string;
  /** The class moved for Ramadan: cancelling it refunds in full until it starts (docs/adr/0048). */
  freeCancel?: boolean;
  /** Who booked a personal-training session (told to its trainer and gym). */
  customer?: string;
  /** The gym that invites a trainer to its team. */
  gymName?: string;
  /** A new partner's welcome: what they registered as. Absent: a customer. */
  partner?: 'TRAINER' | 'GYM';
  /** The new partner's brand reviews them before their page goes public. */
  awaitingReview?: boolean;
  /** A late-cancel or no-show fee (docs/adr/0040): what for, how much, and where it came from. */
  feeKind?: 'NO_SHOW' | 'LATE_CANCEL';
  fee?: string;
  /** CARD: an order of its own charged the customer's saved card for it. */
  feeOutcome?: 'CREDITS' | 'WALLET' | 'ORDER' | 'CARD' | 'OWED';
  /** A booked seat's check-in code as read out ('ABCD-EFGH-JKLM'); its QR code is under the text. */
  checkInCode?: string;
}

/** The check-in line of a booked seat's mail, in each language (none without a code). */
const checkInLine = (f: MailFacts): string[] =>
  f.checkInCode
    ? [`At the door, show the QR code below or read out your check-in code: ${f.checkInCode}.`]
    : [];
const checkInLineAr = (f: MailFacts): string[] =>
  f.checkInCode ? [`عند الباب، اعرض رمز QR أدناه أو اذكر رمز تسجيل الحضور: ${f.checkInCode}.`] : [];

/**
 * What an order of owed class fees charged to the saved card (kind FEE, docs/adr/0040) is for, where a
 * package order names its package: its receipt and the customer's transactions.
 */
export const FEE_ORDER_ITEM: Record<Language, string> = { en: 'Class fees', ar: 'رسوم الحصص' };

/** One mail's words: a subject, paragraphs, and the words of its button. */
export interface MailWords {
  subject: string;
  lines: string[];
  action: string;
}

type Texts = Record<MailKind | PartnerMailKind, (f: MailFacts) => MailWords>;

const EN: Texts = {
  WELCOME: (f) =>
    f.partner
      ? {
          subject: `Welcome to ${f.brandName}: your first steps`,
          lines: [
            `Hello ${f.firstName},`,
            f.partner === 'GYM'
              ? `Welcome to ${f.brandName}. Your gym's account is ready. Members find and book you once these are in place:`
              : `Welcome to ${f.brandName}. Your trainer account is ready. Members find and book you once these are in place:`,
            f.partner === 'GYM'
              ? '1. Complete your profile: your logo or a photo, and a few words about your studio.'
              : '1. Complete your profile: a photo of you, and a few words about how you train.',
            ...(f.partner === 'GYM' ? ['2. Add your branch: its address and its pin on the map.'] : []),
            `${f.partner === 'GYM' ? 3 : 2}. Create your first class, with its days, times and seats.`,
            `${f.partner === 'GYM' ? 4 : 3}. Set up your payouts: contact us and we arrange how you are paid.`,
            ...(f.awaitingReview
              ? [
                  `${f.brandName} reviews every new partner before their page goes public; we e-mail you the decision.`,
                ]
              : []),
            'Your checklist shows what is done and what comes next.',
          ],
          action: 'Open my checklist',
        }
      : {
          subject: `Welcome to ${f.brandName}`,
          lines: [
            `Hello ${f.firstName},`,
            `Welcome to ${f.brandName}. Your account is ready: find a class near you and book your seat in a few taps.`,
          ],
          action: 'Find a class',
        },
  BOOKING_CONFIRMED: (f) => ({
    subject: `Booked: ${f.className}, ${f.when}`,
    lines: [
      `Hello ${f.firstName},`,
      `Your seat in ${f.className} is booked for ${f.when}${f.place ? ` at ${f.place}` : ''}.`,
      ...checkInLine(f),
      'The calendar event is attached: open it to add the class to your calendar.',
    ],
    action: 'View my schedule',
  }),
  WAITLIST_PROMOTED: (f) => ({
    subject: `A seat opened: you are booked in ${f.className}`,
    lines: [
      `Hello ${f.firstName},`,
      `A seat opened in ${f.className} on ${f.when}${f.place ? ` at ${f.place}` : ''} and you were next on the waitlist, so it is yours: you are booked.`,
      ...checkInLine(f),
      'The calendar event is attached. If you cannot come, cancel from your schedule so the next person gets the seat.',
    ],
    action: 'View my schedule',
  }),
  WAITLIST_OFFERED: (f) => ({
    subject: `A seat is yours to claim: ${f.className}`,
    lines: [
      `Hello ${f.firstName},`,
      `A seat opened in ${f.className} on ${f.when}${f.place ? ` at ${f.place}` : ''} and you are first on the waitlist. It is yours if you claim it by ${f.claimBy}; after that it goes to the next person waiting.`,
      'Claiming books you and takes the credits the class costs.',
    ],
    action: 'Claim my seat',
  }),
  BOOKING_CANCELED: (f) => ({
    subject: `Cancelled: ${f.className}, ${f.when}`,
    lines: [
      `Hello ${f.firstName},`,
      f.cancelledBy
        ? `${f.cancelledBy} cancelled ${f.className} on ${f.when}, and your booking with it.`
        : `Your booking in ${f.className} on ${f.when} is cancelled.`,
      ...(f.creditsBack ? ['The credits it took are back in your package.'] : []),
    ],
    action: 'Find another class',
  }),
  CLASS_MOVED: (f) => ({
    subject: `New time: ${f.className}, ${f.when}`,
    lines: [
      `Hello ${f.firstName},`,
      `${f.movedBy} moved ${f.className} to ${f.when}${f.place ? ` at ${f.place}` : ''}. Your seat is kept.`,
      ...(f.freeCancel
        ? [
            'It moved for Ramadan: if the new time does not suit you, cancel before it starts for a full refund.',
          ]
        : []),
      'The calendar file attached moves it in your calendar.',
    ],
    action: 'See my classes',
  }),
  PAYMENT_RECEIPT: (f) => ({
    subject: `Your ${f.brandName} receipt ${f.reference}`,
    lines: [
      `Hello ${f.firstName},`,
      `Thank you for your payment of ${f.amount} for ${f.item}.`,
      `Reference: ${f.reference}`,
    ],
    action: 'View my transactions',
  }),
  CLASS_REMINDER: (f) => ({
    subject: `Reminder: ${f.className}, ${f.when}`,
    lines: [
      `Hello ${f.firstName},`,
      `See you at ${f.className} on ${f.when}${f.place ? ` at ${f.place}` : ''}.`,
    ],
    action: 'View my schedule',
  }),
  PACKAGE_EXPIRING: (f) => ({
    subject: `Your ${f.item} ends in ${f.daysLeft} ${f.daysLeft === 1 ? 'day' : 'days'}`,
    lines: [
      `Hello ${f.firstName},`,
      `Your ${f.item} ends on ${f.until}. Book your classes before then, or renew it.`,
    ],
    action: 'See packages',
  }),
  SUBSCRIPTION_RENEWED: (f) => ({
    subject: `Your ${f.item} is renewed`,
    lines: [
      `Hello ${f.firstName},`,
      `Your subscription ${f.item} is renewed${f.amount ? ` for ${f.amount}` : ''}.`,
    ],
    action: 'View my membership',
  }),
  SUBSCRIPTION_FAILED: (f) => ({
    subject: `We could not renew your ${f.item}`,
    lines: [
      `Hello ${f.firstName},`,
      `We could not renew your subscription ${f.item}. Open your membership to pay and keep booking.`,
    ],
    action: 'Renew my membership',
  }),
  PT_BOOKED: (f) => ({
    subject: `Personal training booked: ${f.customer}, ${f.when}`,
    lines: [
      `Hello ${f.firstName},`,
      `${f.customer} booked ${f.className} for ${f.when}${f.place ? ` at ${f.place}` : ''}.`,
      'The calendar file attached adds it to your calendar.',
    ],
    action: 'See the booking',
  }),
  REVIEW_REQUESTED: (f) => ({
    subject: `How was ${f.className}?`,
    lines: [
      `Hello ${f.firstName},`,
      `Thank you for coming to ${f.className} on ${f.when}. How was it?`,
      'Rate it from 1 to 5 stars and, if you like, say a few words: it helps others choose and the trainer improve.',
    ],
    action: 'Rate the class',
  }),
  SEAT_FEE: (f) => ({
    subject:
      f.feeOutcome === 'OWED'
        ? `Unpaid fee: ${f.className}, ${f.when}`
        : `Fee taken: ${f.className}, ${f.when}`,
    lines: [
      `Hello ${f.firstName},`,
      `${f.feeKind === 'NO_SHOW' ? 'You were marked absent from' : 'You cancelled too late for'} ${f.className} on ${f.when}, so the class’s fee of ${f.fee} applies.`,
      f.feeOutcome === 'OWED'
        ? 'Nothing could pay it yet: your next purchase adds it to its total (a fee in credits is taken from the package you buy).'
        : f.feeOutcome === 'ORDER'
          ? 'It was paid with your purchase.'
          : f.feeOutcome === 'CARD'
            ? 'It was charged to your saved card.'
            : `It was taken from ${f.feeOutcome === 'WALLET' ? 'your wallet' : 'your package’s credits'}.`,
      'If you think this is a mistake, ask the gym or trainer: they can waive it.',
    ],
    action: 'See my classes',
  }),
  PARTNER_APPROVED: (f) => ({
    subject: `Your ${f.brandName} partner account is approved`,
    lines: [
      `Hello ${f.firstName},`,
      `Good news: ${f.brandName} approved your account. Your page and your classes are now public, and customers can book them.`,
    ],
    action: 'See my page',
  }),
  PARTNER_REFUSED: (f) => ({
    subject: `Your ${f.brandName} partner account was not approved`,
    lines: [
      `Hello ${f.firstName},`,
      `${f.brandName} reviewed your account and did not approve it, so your page and classes stay hidden. The reason given:`,
      `${f.reason}`,
      'If you can fix this, or think it is a mistake, contact us.',
    ],
    action: 'Contact us',
  }),
  TEAM_INVITED: (f) => ({
    subject: `${f.gymName} invited you to its team on ${f.brandName}`,
    lines: [
      `Hello ${f.firstName},`,
      `${f.gymName} would like you on its team. Once you accept, the gym can name you as the trainer of its classes and personal training, and they appear on your page.`,
      'Nothing changes until you accept, and you can leave the team at any time.',
    ],
    action: 'See the invitation',
  }),
};

const AR: Texts = {
  WELCOME: (f) =>
    f.partner
      ? {
          subject: `أهلًا بك في ${f.brandName}: خطواتك الأولى`,
          lines: [
            `مرحبًا ${f.firstName}،`,
            f.partner === 'GYM'
              ? `أهلًا بك في ${f.brandName}. حساب ناديك جاهز. يجدك الأعضاء ويحجزون لديك بعد إتمام ما يلي:`
              : `أهلًا بك في ${f.brandName}. حسابك كمدرب جاهز. يجدك الأعضاء ويحجزون لديك بعد إتمام ما يلي:`,
            f.partner === 'GYM'
              ? '1. أكمل ملفك: شعار ناديك أو صورة له، ونبذة قصيرة عن الاستوديو.'
              : '1. أكمل ملفك: صورة شخصية لك، ونبذة قصيرة عن أسلوبك في التدريب.',
            ...(f.partner === 'GYM' ? ['2. أضف فرعك: عنوانه وموقعه على الخريطة.'] : []),
            `${f.partner === 'GYM' ? 3 : 2}. أنشئ حصتك الأولى بأيامها وأوقاتها وعدد مقاعدها.`,
            `${f.partner === 'GYM' ? 4 : 3}. رتّب استلام مستحقاتك: تواصل معنا لنتفق على طريقة الدفع لك.`,
            ...(f.awaitingReview
              ? [
                  `تراجع ${f.brandName} كل شريك جديد قبل أن تظهر صفحته للجميع، وسنرسل لك القرار بالبريد الإلكتروني.`,
                ]
              : []),
            'تعرض لك قائمة البدء ما أنجزته وما الخطوة التالية.',
          ],
          action: 'افتح قائمة البدء',
        }
      : {
          subject: `أهلًا بك في ${f.brandName}`,
          lines: [
            `مرحبًا ${f.firstName}،`,
            `أهلًا بك في ${f.brandName}. حسابك جاهز: ابحث عن حصة قريبة منك واحجز مكانك بخطوات قليلة.`,
          ],
          action: 'ابحث عن حصة',
        },
  BOOKING_CONFIRMED: (f) => ({
    subject: `تم الحجز: ${f.className}، ${f.when}`,
    lines: [
      `مرحبًا ${f.firstName}،`,
      `تم حجز مكانك في ${f.className} يوم ${f.when}${f.place ? ` في ${f.place}` : ''}.`,
      ...checkInLineAr(f),
      'أرفقنا موعد الحصة: افتحه لإضافته إلى تقويمك.',
    ],
    action: 'عرض جدولي',
  }),
  WAITLIST_PROMOTED: (f) => ({
    subject: `توفّر مكان: تم حجزك في ${f.className}`,
    lines: [
      `مرحبًا ${f.firstName}،`,
      `توفّر مكان في ${f.className} يوم ${f.when}${f.place ? ` في ${f.place}` : ''} وكنت التالي في قائمة الانتظار، فأصبح المكان لك: تم حجزك.`,
      ...checkInLineAr(f),
      'أرفقنا موعد الحصة. إذا لم تستطع الحضور فألغِ الحجز من جدولك ليحصل التالي على المكان.',
    ],
    action: 'عرض جدولي',
  }),
  WAITLIST_OFFERED: (f) => ({
    subject: `مكان بانتظارك: ${f.className}`,
    lines: [
      `مرحبًا ${f.firstName}،`,
      `توفّر مكان في ${f.className} يوم ${f.when}${f.place ? ` في ${f.place}` : ''} وأنت الأول في قائمة الانتظار. المكان لك إذا طلبته قبل ${f.claimBy}، وبعد ذلك ينتقل إلى التالي في القائمة.`,
      'طلب المكان يحجزه لك ويخصم رصيد الحصة.',
    ],
    action: 'اطلب مكاني',
  }),
  BOOKING_CANCELED: (f) => ({
    subject: `تم الإلغاء: ${f.className}، ${f.when}`,
    lines: [
      `مرحبًا ${f.firstName}،`,
      f.cancelledBy
        ? `ألغى ${f.cancelledBy} حصة ${f.className} يوم ${f.when}، وأُلغي حجزك فيها.`
        : `تم إلغاء حجزك في ${f.className} يوم ${f.when}.`,
      ...(f.creditsBack ? ['أُعيدت النقاط التي استخدمها الحجز إلى باقتك.'] : []),
    ],
    action: 'ابحث عن حصة أخرى',
  }),
  CLASS_MOVED: (f) => ({
    subject: `موعد جديد: ${f.className}، ${f.when}`,
    lines: [
      `مرحبًا ${f.firstName}،`,
      `نقل ${f.movedBy} حصة ${f.className} إلى ${f.when}${f.place ? ` في ${f.place}` : ''}. مكانك محفوظ.`,
      ...(f.freeCancel
        ? ['نُقلت الحصة لرمضان: إن لم يناسبك الموعد الجديد فألغِ حجزك قبل بدايتها واسترد كامل المبلغ.']
        : []),
      'ملف التقويم المرفق ينقلها في تقويمك.',
    ],
    action: 'عرض حصصي',
  }),
  PAYMENT_RECEIPT: (f) => ({
    subject: `إيصال ${f.brandName} رقم ${f.reference}`,
    lines: [
      `مرحبًا ${f.firstName}،`,
      `شكرًا لك على دفع ${f.amount} مقابل ${f.item}.`,
      `المرجع: ${f.reference}`,
    ],
    action: 'عرض عملياتي',
  }),
  CLASS_REMINDER: (f) => ({
    subject: `تذكير: ${f.className}، ${f.when}`,
    lines: [
      `مرحبًا ${f.firstName}،`,
      `نراك في ${f.className} يوم ${f.when}${f.place ? ` في ${f.place}` : ''}.`,
    ],
    action: 'عرض جدولي',
  }),
  PACKAGE_EXPIRING: (f) => ({
    subject: `تنتهي باقتك ${f.item} خلال ${f.daysLeft} ${f.daysLeft === 1 ? 'يوم' : 'أيام'}`,
    lines: [`مرحبًا ${f.firstName}،`, `تنتهي باقتك ${f.item} في ${f.until}. احجز حصصك قبل ذلك أو جدّد الباقة.`],
    action: 'عرض الباقات',
  }),
  SUBSCRIPTION_RENEWED: (f) => ({
    subject: `تم تجديد اشتراكك ${f.item}`,
    lines: [`مرحبًا ${f.firstName}،`, `تم تجديد اشتراكك ${f.item}${f.amount ? ` بمبلغ ${f.amount}` : ''}.`],
    action: 'عرض عضويتي',
  }),
  SUBSCRIPTION_FAILED: (f) => ({
    subject: `تعذّر تجديد اشتراكك ${f.item}`,
    lines: [`مرحبًا ${f.firstName}،`, `تعذّر تجديد اشتراكك ${f.item}. افتح عضويتك لإتمام الدفع ومواصلة الحجز.`],
    action: 'جدّد عضويتي',
  }),
  PT_BOOKED: (f) => ({
    subject: `حجز تدريب شخصي: ${f.customer}، ${f.when}`,
    lines: [
      `مرحبًا ${f.firstName}،`,
      `حجز ${f.customer} ${f.className} يوم ${f.when}${f.place ? ` في ${f.place}` : ''}.`,
      'يضيف ملف التقويم المرفق الموعد إلى تقويمك.',
    ],
    action: 'عرض الحجز',
  }),
  REVIEW_REQUESTED: (f) => ({
    subject: `كيف كانت ${f.className}؟`,
    lines: [
      `مرحبًا ${f.firstName}،`,
      `شكرًا لحضورك ${f.className} يوم ${f.when}. كيف كانت؟`,
      'قيّمها من نجمة إلى 5 نجوم، واكتب بضع كلمات إن شئت: يساعد ذلك الآخرين على الاختيار والمدرب على التحسّن.',
    ],
    action: 'قيّم الحصة',
  }),
  SEAT_FEE: (f) => ({
    subject:
      f.feeOutcome === 'OWED'
        ? `رسوم غير مدفوعة: ${f.className}، ${f.when}`
        : `تم خصم رسوم: ${f.className}، ${f.when}`,
    lines: [
      `مرحبًا ${f.firstName}،`,
      `${f.feeKind === 'NO_SHOW' ? 'تم تسجيل غيابك عن' : 'ألغيت متأخرًا حجزك في'} ${f.className} يوم ${f.when}، لذا تُطبَّق رسوم الحصة وقدرها ${f.fee}.`,
      f.feeOutcome === 'OWED'
        ? 'لم يكن هناك ما يغطيها بعد: تُضاف إلى مجموع عملية شرائك القادمة (وتُخصم الرسوم بالنقاط من الباقة التي تشتريها).'
        : f.feeOutcome === 'ORDER'
          ? 'دُفعت مع عملية شرائك.'
          : f.feeOutcome === 'CARD'
            ? 'تم خصمها من بطاقتك المحفوظة.'
            : `تم خصمها من ${f.feeOutcome === 'WALLET' ? 'محفظتك' : 'رصيد باقتك'}.`,
      'إذا كان في الأمر خطأ فتواصل مع النادي أو المدرب: يمكنهم الإعفاء منها.',
    ],
    action: 'عرض حصصي',
  }),
  PARTNER_APPROVED: (f) => ({
    subject: `تمت الموافقة على حسابك كشريك في ${f.brandName}`,
    lines: [
      `مرحبًا ${f.firstName}،`,
      `خبر سار: وافقت ${f.brandName} على حسابك. صفحتك وحصصك ظاهرة للجميع الآن، ويمكن للعملاء حجزها.`,
    ],
    action: 'عرض صفحتي',
  }),
  PARTNER_REFUSED: (f) => ({
    subject: `لم تتم الموافقة على حسابك كشريك في ${f.brandName}`,
    lines: [
      `مرحبًا ${f.firstName}،`,
      `راجعت ${f.brandName} حسابك ولم توافق عليه، لذلك تبقى صفحتك وحصصك مخفية. السبب المذكور:`,
      `${f.reason}`,
      'إذا كان بإمكانك معالجة ذلك، أو كنت ترى أنه خطأ، فتواصل معنا.',
    ],
    action: 'تواصل معنا',
  }),
  TEAM_INVITED: (f) => ({
    subject: `دعاك ${f.gymName} للانضمام إلى فريقه في ${f.brandName}`,
    lines: [
      `مرحبًا ${f.firstName}،`,
      `يرغب ${f.gymName} في انضمامك إلى فريقه. بعد قبولك يمكن للنادي تعيينك مدربًا لحصصه وللتدريب الشخصي، وتظهر هذه الحصص في صفحتك.`,
      'لا يتغير شيء قبل أن تقبل، ويمكنك مغادرة الفريق متى شئت.',
    ],
    action: 'عرض الدعوة',
  }),
};

/** The words of a mail of `kind` in `language` (English and Modern Standard Arabic, docs/glossary-ar.md). */
export function mailWords(kind: MailKind | PartnerMailKind, language: Language, facts: MailFacts): MailWords {
  return (language === 'ar' ? AR : EN)[kind](facts);
}

/** Footer lines every mail carries. */
export const MAIL_FOOTER: Record<Language, (brandName: string) => string> = {
  en: (brandName) =>
    `You receive this e-mail because you have a ${brandName} account. Choose which e-mails you get in your account settings.`,
  ar: (brandName) =>
    `وصلتك هذه الرسالة لأن لديك حسابًا في ${brandName}. اختر الرسائل التي تصلك من إعدادات حسابك.`,
};

/** GET/PUT /users/me/mail-preferences: which e-mails the user gets (receipts always). */
export const mailPreferencesBodySchema = z.object({
  /** The kinds turned off; a receipt cannot be. */
  off: z
    .array(z.enum(OPTIONAL_MAIL_KINDS as [OptionalMailKind, ...OptionalMailKind[]]))
    .max(MAIL_KINDS.length),
});
export type MailPreferencesBody = z.infer<typeof mailPreferencesBodySchema>;

export const mailPreferencesSchema = z.object({
  preferences: z.array(z.object({ kind: z.enum(MAIL_KINDS), enabled: z.boolean(), alwaysSent: z.boolean() })),
});
export type MailPreferencesDto = z.infer<typeof mailPreferencesSchema>;

export const toMailPreferences = (optOuts: readonly string[]): MailPreferencesDto => ({
  preferences: MAIL_KINDS.map((kind) => {
    const alwaysSent = ALWAYS_SENT_MAIL.includes(kind);
    return { kind, alwaysSent, enabled: alwaysSent || !optOuts.includes(kind) };
  }),
});
