import {
  type BrandDto,
  checkInQrPath,
  classPlace,
  FEE_ORDER_ITEM,
  formatCheckInCode,
  formatMoney,
  hasRole,
  isLanguage,
  type Language,
  localise,
  MAIL_FOOTER,
  type MailFacts,
  type MailKind,
  mailWords,
  nameIn,
  onboardingPathOf,
  PARTNER_ROLES,
  type PartnerMailKind,
  placeLine,
  routesLikeGym,
  TRAINER_GYMS_PATH,
  whatsAppTemplateOf,
} from '@kinetic/domain';
import type { SQL } from 'drizzle-orm';
import { brandedMail } from '../../providers/mail/html';
import { type CalendarEvent, calendarFile } from './ics';
import type { MailQueries, NewQueuedMail } from './mail.repository';
import type { SessionMailFacts } from './session-mail.parts';

type Recipient =
  | NonNullable<Awaited<ReturnType<MailQueries['recipient']>>>
  | NonNullable<Awaited<ReturnType<MailQueries['guestRecipient']>>>;
type BookingFacts = NonNullable<Awaited<ReturnType<MailQueries['booking']>>>;

/** The brand's Arabic name when the recipient reads Arabic (a Latin brand name stays Latin). */
const brandName = (brand: Recipient['brand'], language: Language) =>
  language === 'ar' ? (brand.nameAr ?? brand.name) : brand.name;

/** `"Name" <address>`: the brand's name and contact address are the sender. */
/** The brand's sender, `"Name" <address>`. */
export const sender = (name: string, address: string) => `"${name.replace(/["\\\r\n]/g, '')}" <${address}>`;

/** The language a recipient reads: their account's, English when it names none we speak. */
const languageOf = (recipient: { language: string }): Language =>
  isLanguage(recipient.language) ? recipient.language : 'en';

/** What an order bought, named in the recipient's language: class fees, its package, else its reference. */
const orderItem = (
  order: { kind: string; packageName: string | null; packageNameAr: string | null; referenceId: string },
  recipient: { language: string },
) =>
  order.kind === 'FEE'
    ? FEE_ORDER_ITEM[languageOf(recipient)]
    : order.packageName === null
      ? order.referenceId
      : nameIn({ name: order.packageName, nameAr: order.packageNameAr }, languageOf(recipient));

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Building a formatter costs far more than formatting (a quarter of a millisecond): one per shape. */
function formatterFor(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language === 'ar' ? 'ar' : 'en-GB', options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The class's day and time on its own wall clock, in the recipient's language. */
export function classWhen(at: Date, timeZone: string, language: Language): string {
  return formatterFor(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone,
  }).format(at);
}

/** Until when an offered seat may be claimed: the time, on the class's wall clock. */
export function claimByText(at: Date, timeZone: string, language: Language): string {
  return formatterFor(language, {
    weekday: 'long',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone,
  }).format(at);
}

/**
 * Where the class happens as one line (the domain's classPlace): its gym's branch, a freelance
 * trainer's venue, or an online class's platform; the area and platform in the reader's language.
 */
function placeOf(b: Omit<SessionMailFacts, 'recipient'>, language: Language = 'en'): string | undefined {
  const place = classPlace({
    priceModel: b.priceModel,
    videoClass: b.videoClass,
    platform: b.platform,
    branch:
      b.gymUserId === null
        ? null
        : { gymName: b.studioName ?? b.gymFirstName, branchName: b.branchName, address: b.address ?? '' },
    venue:
      b.venueAddress === null
        ? null
        : {
            name: b.venueName,
            address: b.venueAddress,
            localityName:
              b.venueLocalityName === null
                ? null
                : nameIn({ name: b.venueLocalityName, nameAr: b.venueLocalityNameAr }, language),
            latitude: b.venueLatitude,
            longitude: b.venueLongitude,
          },
  });
  const line = placeLine(place);
  return line === null ? undefined : place.kind === 'ONLINE' ? localise(line, language) : line;
}

/** Where a mail's button goes on the brand's host (SPEC 2.1 routes). */
const ACTION_PATH: Record<MailKind, string> = {
  WELCOME: '/classes',
  BOOKING_CONFIRMED: '/userschedule',
  WAITLIST_PROMOTED: '/userschedule',
  WAITLIST_OFFERED: '/upcoming',
  BOOKING_CANCELED: '/classes',
  PAYMENT_RECEIPT: '/membership',
  CLASS_REMINDER: '/userschedule',
  PACKAGE_EXPIRING: '/membership',
  SUBSCRIPTION_RENEWED: '/membership',
  SUBSCRIPTION_FAILED: '/membership',
  PT_BOOKED: '/trainer/classes',
  SEAT_FEE: '/userschedule',
  // Each mail names its own booking's rating form (reviewRequested).
  REVIEW_REQUESTED: '/userschedule',
  CLASS_MOVED: '/userschedule',
};

/**
 * A booking's event UID: the same in its confirmation, its cancellation and the calendar feed, so a
 * calendar matches them; a partner's own copy has its own.
 */
export const bookingUid = (bookingId: number, shareUrl: string, partnerId?: number) =>
  `booking-${bookingId}${partnerId ? `-partner-${partnerId}` : ''}@${new URL(shareUrl).hostname}`;

/** A class session as a calendar event: UTC times, its place in `language`, its class page's link. */
export function classEvent(
  session: Omit<SessionMailFacts, 'recipient'>,
  brand: Pick<BrandDto, 'name' | 'shareUrl'>,
  stamp: Date,
  event: { uid: string; language?: Language; summary?: string; description?: string; cancelled?: boolean },
): CalendarEvent {
  return {
    uid: event.uid,
    start: session.startsAt,
    end: session.endsAt,
    stamp,
    summary: event.summary ?? session.title,
    description: event.description ?? (session.description || undefined),
    location: placeOf(session, event.language),
    url: `${brand.shareUrl}/class/${session.classId}`,
    organiser: brand.name,
    status: event.cancelled ? 'CANCELLED' : 'CONFIRMED',
  };
}

/** The calendar file of a booked class (a cancelled one's CANCELs the same UID). */
export function bookingCalendar(
  booking: BookingFacts,
  brand: Pick<BrandDto, 'name' | 'shareUrl'>,
  stamp: Date,
  /** A partner's own copy of the event (its own UID beside the customer's). */
  partnerId?: number,
  language?: Language,
) {
  return calendarFile(
    classEvent(booking, brand, stamp, {
      uid: bookingUid(booking.id, brand.shareUrl, partnerId),
      language,
      cancelled: booking.status !== 'BOOKED',
    }),
  );
}

/** A mail rendered for its recipient, ready to queue; null when they turned its kind off. */
function renderMail(
  key: string,
  kind: MailKind | PartnerMailKind,
  recipient: Recipient,
  facts: Omit<MailFacts, 'firstName' | 'brandName'>,
  extra: {
    attachments?: { filename: string; contentType: string; content: string }[];
    sendAt?: Date;
    /** Where the button goes, for a kind with no path of its own. */
    actionPath?: string;
    /** A picture under the text (a check-in QR code), by its address on the brand's host. */
    image?: { path: string; alt: string };
    /** The gym whose class or order the mail is about: its notification log lists it. */
    gymUserId?: number | null;
  } = {},
): NewQueuedMail | null {
  if (kind !== 'PAYMENT_RECEIPT' && recipient.mailOptOuts.includes(kind)) return null;
  const language = languageOf(recipient);
  const name = brandName(recipient.brand, language);
  const words = mailWords(kind, language, { firstName: recipient.firstName, brandName: name, ...facts });
  const homeUrl = recipient.brand.shareUrl;
  const { html, text } = brandedMail(
    language,
    { name, color: recipient.brand.primaryColor, homeUrl },
    {
      lines: words.lines,
      action: { label: words.action, url: `${homeUrl}${extra.actionPath ?? ACTION_PATH[kind as MailKind]}` },
      image: extra.image && { url: `${homeUrl}${extra.image.path}`, alt: extra.image.alt },
      footer: MAIL_FOOTER[language](name),
    },
  );
  return {
    idempotencyKey: key,
    kind,
    userId: recipient.id,
    fromAddress: sender(name, recipient.brand.contactEmail),
    toAddress: recipient.email,
    subject: words.subject,
    textBody: text,
    htmlBody: html,
    attachments: extra.attachments ?? [],
    ...(extra.sendAt ? { nextAttemptAt: extra.sendAt } : {}),
    // The same notice as a WhatsApp template (docs/adr/0049): the mail job sends that instead when the
    // customer opted in. Written by the same insert, so a booking's one statement stays one.
    whatsapp:
      recipient.id === null
        ? null
        : whatsAppTemplateOf(kind, language, { firstName: recipient.firstName, ...facts }),
    gymUserId: extra.gymUserId ?? null,
  };
}

/** A booking's mail, rendered; null for a gym's walk-in guest (no account to write to) or a kind turned off. */
function renderBookingMail(
  key: string,
  kind: MailKind,
  booking: BookingFacts,
  withCalendar: boolean,
  facts: Pick<MailFacts, 'cancelledBy' | 'creditsBack' | 'movedBy' | 'freeCancel'>,
  stamp: Date,
): NewQueuedMail | null {
  const recipient = booking.recipient;
  if (booking.guestName || !recipient) return null;
  const language = languageOf(recipient);
  const attachments = withCalendar
    ? [
        {
          filename: 'class.ics',
          contentType: `text/calendar; charset=utf-8; method=${booking.status === 'BOOKED' ? 'PUBLISH' : 'CANCEL'}`,
          content: bookingCalendar(
            booking,
            { name: recipient.brand.name, shareUrl: recipient.brand.shareUrl },
            stamp,
            undefined,
            language,
          ),
        },
      ]
    : [];
  // A booked seat's mail carries its check-in code, as text and as the QR code the door scans.
  const code = booking.status === 'BOOKED' && booking.checkInCode ? booking.checkInCode : null;
  return renderMail(
    key,
    kind,
    recipient,
    {
      className: booking.title,
      when: classWhen(booking.startsAt, booking.timeZone, language),
      place: placeOf(booking, language),
      ...(code ? { checkInCode: formatCheckInCode(code) } : {}),
      ...facts,
    },
    {
      attachments,
      ...(code ? { image: { path: checkInQrPath(code), alt: formatCheckInCode(code) } } : {}),
      gymUserId: booking.gymUserId,
    },
  );
}

/**
 * The confirmation of a seat taken (or, from the waitlist, the promotion) with its calendar file.
 * A join renders it before its one write statement, from the facts it read beforehand and
 * the booking id it reserved; the other bookings queue it through `mailNotices`.
 */
export const bookingConfirmedMail = (
  booking: BookingFacts,
  source: 'DIRECT' | 'WAITLIST',
  stamp: Date,
): NewQueuedMail | null =>
  renderBookingMail(
    `booking:${booking.id}:booked`,
    source === 'WAITLIST' ? 'WAITLIST_PROMOTED' : 'BOOKING_CONFIRMED',
    booking,
    true,
    {},
    stamp,
  );

/**
 * The mails the app sends on events, queued through `q`, the caller's transaction: a
 * rolled-back booking queues nothing. Each is keyed by its event, so a retried transaction or a
 * second caller queues it once. A kind the recipient turned off is not queued (receipts always are).
 */
export function mailNotices(q: MailQueries, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

  async function queue(...args: Parameters<typeof renderMail>): Promise<boolean> {
    const mail = renderMail(...args);
    return mail ? q.enqueue(mail) : false;
  }

  async function enqueueAboutBooking(
    bookingId: number,
    render: (booking: BookingFacts) => NewQueuedMail | null,
  ) {
    const booking = await q.booking(bookingId);
    const mail = booking && render(booking);
    return mail ? q.enqueue(mail) : false;
  }

  return {
    /** A seat taken: by the customer, by a payment, or from the waitlist (then the promotion mail). */
    bookingConfirmed: (bookingId: number, source: 'DIRECT' | 'WAITLIST' = 'DIRECT') =>
      enqueueAboutBooking(bookingId, (booking) => bookingConfirmedMail(booking, source, now())),

    /**
     * A customer's own booking confirmed by the seat's own statement (a CTE, `mail_queued`), under
     * the id the booking will take, from the session's mail facts the join read: no round trip of its
     * own. Null: no mail (the recipient turned it off). Rolled back with the booking when no seat is left.
     */
    bookingConfirmedPart(
      facts: SessionMailFacts,
      booking: { id: number; userId: number; checkInCode: string },
    ): SQL | null {
      const mail = bookingConfirmedMail(
        { ...facts, ...booking, status: 'BOOKED', guestName: null },
        'DIRECT',
        now(),
      );
      return mail && q.enqueuePart(mail, 'mail_queued');
    },

    /**
     * A freed seat offered to the first customer waiting (docs/adr/0038): claim it by `expiresAt`
     * (on the class's wall clock). Keyed by the offer, so a retried transaction queues it once.
     */
    async waitlistOffered(offer: { id: number; sessionId: number; userId: number; expiresAt: Date }) {
      const session = await q.sessionFacts(offer.sessionId, offer.userId);
      if (!session?.recipient) return false;
      const language = languageOf(session.recipient);
      return queue(`offer:${offer.id}:offered`, 'WAITLIST_OFFERED', session.recipient, {
        className: session.title,
        when: classWhen(session.startsAt, session.timeZone, language),
        place: placeOf(session, language),
        claimBy: claimByText(offer.expiresAt, session.timeZone, language),
      });
    },

    /**
     * A late-cancel or no-show fee taken (from the wallet, credits, an order or the saved card) or left
     * unpaid (docs/adr/0040), once per fee and outcome.
     */
    async seatFee(fee: {
      id: number;
      sessionId: number;
      userId: number;
      kind: 'NO_SHOW' | 'LATE_CANCEL';
      fee: { en: string; ar: string };
      outcome: 'CREDITS' | 'WALLET' | 'ORDER' | 'CARD' | 'OWED';
    }) {
      const session = await q.sessionFacts(fee.sessionId, fee.userId);
      if (!session?.recipient) return false;
      const language = languageOf(session.recipient);
      return queue(`fee:${fee.id}:${fee.outcome}`, 'SEAT_FEE', session.recipient, {
        className: session.title,
        when: classWhen(session.startsAt, session.timeZone, language),
        feeKind: fee.kind,
        fee: fee.fee[language],
        feeOutcome: fee.outcome,
      });
    },

    /** An attended class ended: the customer is asked to rate it, once per booking (docs/adr/0043). */
    async reviewRequested(ask: { bookingId: number; sessionId: number; userId: number }) {
      const session = await q.sessionFacts(ask.sessionId, ask.userId);
      if (!session?.recipient) return false;
      const language = languageOf(session.recipient);
      return queue(
        `booking:${ask.bookingId}:review`,
        'REVIEW_REQUESTED',
        session.recipient,
        { className: session.title, when: classWhen(session.startsAt, session.timeZone, language) },
        { actionPath: `/review/${ask.bookingId}` },
      );
    },

    /** A booking cancelled: by the customer, or by the gym (who, and whether the credits came back). */
    bookingCanceled: (bookingId: number, byGym?: { gymName: string; creditsBack: boolean }) =>
      enqueueAboutBooking(bookingId, (booking) =>
        renderBookingMail(
          `booking:${bookingId}:canceled`,
          'BOOKING_CANCELED',
          booking,
          // The cancellation's calendar file takes the event out of the customer's calendar.
          true,
          byGym ? { cancelledBy: byGym.gymName, creditsBack: byGym.creditsBack } : {},
          now(),
        ),
      ),

    /**
     * A booked class the gym moved to another time (one session, or for Ramadan: then the customer may
     * cancel for a full refund). Keyed by the new start, so a second move tells again; its calendar
     * file carries the booking's UID, so the event moves in the customer's calendar.
     */
    classMoved: (bookingId: number, move: { gymName: string; startsAt: Date; freeCancel?: boolean }) =>
      enqueueAboutBooking(bookingId, (booking) =>
        renderBookingMail(
          `booking:${bookingId}:moved:${move.startsAt.toISOString()}`,
          'CLASS_MOVED',
          booking,
          true,
          { movedBy: move.gymName, ...(move.freeCancel ? { freeCancel: true } : {}) },
          now(),
        ),
      ),

    /** The receipt of a paid order (always sent, whatever the settings say). */
    async paymentReceipt(purchaseId: number) {
      const order = await q.purchase(purchaseId);
      if (order?.status !== 'PAID' || order.kind === 'CARD_VERIFY') return false;
      // A special package bought without an account: the receipt goes to the address the buyer gave.
      const recipient = order.userId
        ? await q.recipient(order.userId)
        : order.buyerEmail && (await q.guestRecipient(order.buyerEmail, order.buyerName));
      if (!recipient) return false;
      return queue(
        `purchase:${purchaseId}:receipt`,
        'PAYMENT_RECEIPT',
        recipient,
        {
          amount: formatMoney(order.amount + order.walletApplied, order.currencyCode),
          item: orderItem(order, recipient),
          reference: order.referenceId,
        },
        { gymUserId: order.gymUserId },
      );
    },

    /** A subscription renewed by its payment (the receipt goes as well). */
    async subscriptionRenewed(purchaseId: number) {
      const order = await q.purchase(purchaseId);
      if (!order?.userId || order.status !== 'PAID') return false;
      const recipient = await q.recipient(order.userId);
      if (!recipient) return false;
      return queue(`purchase:${purchaseId}:renewed`, 'SUBSCRIPTION_RENEWED', recipient, {
        amount: formatMoney(order.amount + order.walletApplied, order.currencyCode),
        item: orderItem(order, recipient),
      });
    },

    /** A subscription ended because its renewal could not be paid. */
    async subscriptionFailed(subscriptionId: number) {
      const sub = await q.subscription(subscriptionId);
      const recipient = sub && (await q.recipient(sub.userId));
      if (!sub || !recipient) return false;
      return queue(`subscription:${subscriptionId}:unrenewed`, 'SUBSCRIPTION_FAILED', recipient, {
        item: nameIn({ name: sub.packageName, nameAr: sub.packageNameAr }, languageOf(recipient)),
      });
    },

    /** The class reminder, at the class's reminder time (the reminders job). */
    classReminder: (bookingId: number) =>
      enqueueAboutBooking(bookingId, (booking) =>
        renderBookingMail(`booking:${bookingId}:reminder`, 'CLASS_REMINDER', booking, false, {}, now()),
      ),

    /** A package ending in under 10 days (SPEC 9 'expiring soon'), told once. */
    async packageExpiring(userPackageId: number) {
      const pkg = await q.userPackage(userPackageId);
      const recipient = pkg && (await q.recipient(pkg.userId));
      if (!pkg || !recipient) return false;
      const language = languageOf(recipient);
      const daysLeft = Math.max(1, Math.ceil((pkg.expiresAt.getTime() - now().getTime()) / 86_400_000));
      return queue(`user-package:${userPackageId}:expiring`, 'PACKAGE_EXPIRING', recipient, {
        item: nameIn(pkg, language),
        daysLeft,
        until: formatterFor(language, { dateStyle: 'long', timeZone: 'Asia/Kuwait' }).format(pkg.expiresAt),
      });
    },

    /**
     * A new account's welcome: a customer is sent to the class list; a trainer or a gym is told their
     * first steps, the button opening their checklist.
     */
    async welcome(userId: number) {
      const recipient = await q.recipient(userId);
      if (!recipient) return false;
      if (!hasRole(recipient.category, ...PARTNER_ROLES)) {
        return queue(`user:${userId}:welcome`, 'WELCOME', recipient, {});
      }
      return queue(
        `user:${userId}:welcome`,
        'WELCOME',
        recipient,
        {
          partner: routesLikeGym(recipient.category) ? 'GYM' : 'TRAINER',
          awaitingReview: recipient.partnerReview === 'PENDING',
        },
        { actionPath: onboardingPathOf(recipient.category) },
      );
    },

    /**
     * The operator's decision on a new partner, in their language and their brand's name:
     * once per decision. Approved, the button opens their now public page; refused, the contact page.
     */
    async partnerReviewed(
      partner: { id: number; kind: 'TRAINER' | 'GYM' },
      decision: { status: 'APPROVED' | 'REFUSED'; reason: string | null; at: Date },
    ) {
      const recipient = await q.recipient(partner.id);
      if (!recipient) return false;
      const approved = decision.status === 'APPROVED';
      return queue(
        `user:${partner.id}:review:${decision.at.getTime()}`,
        approved ? 'PARTNER_APPROVED' : 'PARTNER_REFUSED',
        recipient,
        approved ? {} : { reason: decision.reason ?? '' },
        {
          actionPath: approved ? `/${partner.kind === 'GYM' ? 'gym' : 'trainer'}/${partner.id}` : '/contact',
        },
      );
    },

    /**
     * A personal-training session booked: its trainer and its gym each get it with the
     * calendar file, once per booking; any other class answers false.
     */
    async ptBooked(bookingId: number) {
      const booking = await q.booking(bookingId);
      if (booking?.priceModel !== 'PT' || booking.status !== 'BOOKED' || booking.userId === null)
        return false;
      const customer = await q.personName(booking.userId);
      let queued = false;
      for (const partnerId of new Set([booking.trainerUserId, booking.gymUserId])) {
        const recipient = partnerId === null ? undefined : await q.recipient(partnerId);
        if (!recipient || partnerId === null) continue;
        const language = languageOf(recipient);
        const calendar = bookingCalendar(booking, recipient.brand, now(), partnerId, language);
        const mail = renderMail(
          `booking:${bookingId}:pt:${partnerId}`,
          'PT_BOOKED',
          recipient,
          {
            className: booking.title,
            when: classWhen(booking.startsAt, booking.timeZone, language),
            place: placeOf(booking, language),
            customer,
          },
          {
            attachments: [
              {
                filename: 'session.ics',
                contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
                content: calendar,
              },
            ],
            actionPath: partnerId === booking.gymUserId ? '/gym/admin/bookings' : '/trainer/classes',
          },
        );
        if (mail && (await q.enqueue(mail))) queued = true;
      }
      return queued;
    },

    /** A gym's invitation to its team, once per invitation; the button opens My gyms. */
    async teamInvited(trainerId: number, gym: { id: number; name: string }, at: Date) {
      const recipient = await q.recipient(trainerId);
      if (!recipient) return false;
      return queue(
        `team:${gym.id}:${trainerId}:invited:${at.getTime()}`,
        'TEAM_INVITED',
        recipient,
        { gymName: gym.name },
        { actionPath: TRAINER_GYMS_PATH },
      );
    },
  };
}
export type MailNotices = ReturnType<typeof mailNotices>;
