import { describe, expect, it } from 'vitest';
import '../i18n/arabic';
import { localise } from '../i18n/localise';
import { NOTIFICATION_TEMPLATES_AR } from '../i18n/notifications.ar';
import { renderNotification } from './render';
import {
  fillTemplate,
  isSpecNotificationTypeId,
  NOTIFICATION_KINDS,
  NOTIFICATION_TYPES,
  type NotificationKind,
  notificationClick,
  notificationIcon,
  notificationRecord,
  templatePlaceholders,
} from './types';

/**
 * Every event of the product and the type it raises: a product event with no row here, or
 * a row no event raises, fails this table.
 */
const PRODUCT_EVENTS: Record<string, NotificationKind> = {
  'class created by a followed trainer': 'followedTrainerClassCreated',
  'customer joined a class (the partner is told)': 'classJoined',
  'customer left a class (the partner is told)': 'classLeft',
  'booking cancelled by the gym': 'canceledByGym',
  'booked session deleted by the gym or trainer': 'sessionDeleted',
  'waitlist promoted into a freed seat': 'waitlistPromoted',
  'auto-waitlist booked when the decision closes': 'autoWaitlistBooked',
  'booked from the waitlist by the gym': 'bookedFromWaitlistByGym',
  'checked in': 'checkedIn',
  'package bought': 'packageBought',
  'package expiring soon': 'packageExpiringSoon',
  'credits refunded': 'creditsRefunded',
  'subscription renewed': 'subscriptionRenewed',
  'subscription renewal failed': 'subscriptionRenewalFailed',
  'payment failed': 'paymentFailed',
  'trainer followed': 'trainerFollowed',
  'class edited (booked customers are told)': 'classEdited',
  'class moved (booked customers are told)': 'sessionMoved',
  'message from the gym to everyone booked': 'supportMessage',
  'package sold (the gym is told)': 'packageSold',
  'waitlist joined (the partner is told)': 'waitlistJoined',
  'new partner approved by the operator': 'partnerApproved',
  'new partner refused by the operator, with the reason': 'partnerRefused',
  'a gym invites a trainer to its team': 'teamInvited',
  'the trainer accepts (the gym is told)': 'teamJoined',
  'the trainer declines (the gym is told)': 'teamDeclined',
  'the trainer leaves the team (the gym is told)': 'teamLeft',
  'the gym takes the trainer off its team (the trainer is told)': 'teamRemoved',
  'a freed seat offered to the first waiting, to claim': 'waitlistOffered',
  'a seat offer ran out and passed to the next waiting': 'waitlistOfferExpired',
  'the roll closed with the customer absent': 'noShowRecorded',
  'a late-cancel or no-show fee taken': 'seatFeeTaken',
  'a fee fell due with nothing to pay it': 'seatFeeOwed',
  'the partner waived a fee': 'seatFeeWaived',
  'an attended class ended and the customer is asked to rate it': 'reviewRequested',
  "the class's partner answered the customer's review": 'reviewAnswered',
  "a friend invited by the customer paid (the referrer's reward)": 'referralRewarded',
  'the gym moved a booked session for Ramadan': 'sessionMovedForRamadan',
};

const SAMPLE: Record<string, string | number> = {
  className: 'Rhythm Ride',
  classDate: '2026-11-23',
  gymName: 'Pulse Gym',
  senderName: 'Pulse Gym',
  message: 'Bring water',
  fromTime: '18:00',
  toTime: '18:45',
  credits: 2,
  packageName: 'Gold 10',
  expiryDate: '2026-12-01',
  reason: 'Please add a photo of your certificate.',
  sessions: 3,
  claimBy: '17:30',
  fee: '1.500 KWD',
  friendName: 'Dana S.',
  reward: '2.000 KWD',
};

describe('notification types (SPEC 4.5)', () => {
  it('has a row for every product event, and no row without an event', () => {
    for (const kind of Object.values(PRODUCT_EVENTS)) expect(NOTIFICATION_KINDS).toContain(kind);
    expect(new Set(Object.values(PRODUCT_EVENTS))).toEqual(new Set(NOTIFICATION_KINDS));
  });

  it('gives each type its own id among the SPEC’s (1 to 41 and 61)', () => {
    const ids = NOTIFICATION_KINDS.map((k) => NOTIFICATION_TYPES[k].id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(isSpecNotificationTypeId(id)).toBe(true);
  });

  it('draws the SPEC’s icons: heart for a follow, add for creation, join and refund, delete for cancel and delete', () => {
    const icon = (kind: NotificationKind) => notificationIcon(NOTIFICATION_TYPES[kind].id);
    expect(icon('trainerFollowed')).toBe('follow');
    for (const kind of ['followedTrainerClassCreated', 'classJoined', 'creditsRefunded'] as const) {
      expect(icon(kind)).toBe('add');
    }
    for (const kind of ['canceledByGym', 'sessionDeleted', 'classLeft'] as const) {
      expect(icon(kind)).toBe('delete');
    }
    expect(notificationIcon(99)).toBe('other');
  });

  it('leads a customer’s click on a gym cancel nowhere, class events to the class or its participants', () => {
    expect(notificationClick(NOTIFICATION_TYPES.canceledByGym.id)).toBe('none');
    expect(notificationClick(NOTIFICATION_TYPES.sessionDeleted.id)).toBe('none');
    expect(notificationClick(NOTIFICATION_TYPES.waitlistPromoted.id)).toBe('class');
    // The partner runs the session, so its news open the session's participants.
    expect(notificationClick(NOTIFICATION_TYPES.classJoined.id)).toBe('participants');
    expect(notificationClick(NOTIFICATION_TYPES.packageBought.id)).toBe('membership');
    expect(notificationClick(NOTIFICATION_TYPES.paymentFailed.id)).toBe('payment');
    expect(notificationClick(99)).toBe('none');
  });

  it.each(NOTIFICATION_KINDS)('%s: its template names exactly its values, in English and Arabic', (kind) => {
    const row = NOTIFICATION_TYPES[kind];
    const named = (template: string) =>
      new Set(templatePlaceholders(template).filter((name) => name !== 'userName'));
    expect(named(row.template)).toEqual(new Set(row.values));
    expect(named(NOTIFICATION_TEMPLATES_AR[kind])).toEqual(new Set(row.values));
    // $userName is in both or in neither.
    expect(NOTIFICATION_TEMPLATES_AR[kind].includes('$userName')).toBe(row.template.includes('$userName'));
  });

  it.each(NOTIFICATION_KINDS)('%s: renders with no $ left, in English and Arabic', (kind) => {
    const row = NOTIFICATION_TYPES[kind];
    const values = Object.fromEntries(row.values.map((name) => [name, SAMPLE[name]!]));
    const record = notificationRecord({ kind, to: 1, actorId: 2, objectId: 3, values } as never);
    expect(record.notificationTypeId).toBe(row.id);
    expect(record.message.activityMsg).toBe(row.template);
    for (const language of ['en', 'ar'] as const) {
      const text = renderNotification(record, language, 'Layla');
      expect(text).not.toContain('$');
      expect(text.length).toBeGreaterThan(0);
      if (language === 'ar') expect(text).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('reads a filled English text in Arabic too (a stored text of an older client)', () => {
    const english = fillTemplate(NOTIFICATION_TYPES.classJoined.template, 'Layla', (n) => String(SAMPLE[n]));
    expect(localise(english, 'ar')).toBe('حجز Layla في Rhythm Ride يوم 2026-11-23.');
  });

  it('renders an unknown type from its stored template, and formats values', () => {
    const text = renderNotification(
      { notificationTypeId: 59, message: { activityMsg: 'Hello $userName, $className', className: 'Spin' } },
      'en',
      'Sam',
      (name, value) => (name === 'className' ? `«${value}»` : String(value)),
    );
    expect(text).toBe('Hello Sam, «Spin»');
  });
});
