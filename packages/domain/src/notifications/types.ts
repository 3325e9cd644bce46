import { CM_MSG } from '../class-management/messages';
import { WAITLIST_MSG } from '../class-management/waitlist';
import { MSG } from '../messages';
import { RAMADAN_MSG } from '../ramadan/messages';

/**
 * SPEC 3.4 and 4.5: every product event raises one notification type. The SPEC numbers the types 1 to
 * 41 and 61 and names the icons (heart for a follow; add for creation, join and refund; delete for a
 * cancel and a delete) and that a customer's click on a gym-cancel does nothing; which event is which
 * number, who receives it and where its click goes is this table's to say.
 *
 * - `to`: who receives it: the customer concerned, the trainer followed, or the partner (the gym or
 *   trainer that runs the class, or the gym that sold the package).
 * - `icon`: SPEC 4.5's icon; `other` (a bell) for what is neither a follow, an addition nor a removal.
 * - `click`: where clicking it leads: the class (`objectDataId` is the session), the session's
 *   participants on the partner's own classes page (`participants`: a partner told of a booking, a
 *   cancel or a waitlist joined manages that session, not books it), the membership page,
 *   the payment's result page (the message keeps `referenceId`), the team page (the gym's Team or the
 *   trainer's My gyms), or nowhere.
 * - `template`: the activityMsg, with `$` placeholders: `$userName` is the one who fired the event
 *   (the notification's userWhoFiredEvent); the others are `values`, stored beside the template.
 */
export type NotificationRecipient = 'customer' | 'trainer' | 'partner';
export type NotificationIcon = 'follow' | 'add' | 'delete' | 'other';
export type NotificationClick =
  | 'class'
  | 'participants'
  | 'membership'
  | 'payment'
  | 'team'
  /** The customer's upcoming classes, where open seat offers are claimed. */
  | 'offers'
  /** The rating form of the booking (`objectDataId` is the booking). */
  | 'review'
  /** The customer's invite page: their friends and what the invites earned. */
  | 'invite'
  | 'none';

interface TypeRow {
  id: number;
  event: string;
  to: NotificationRecipient;
  icon: NotificationIcon;
  click: NotificationClick;
  template: string;
  values: readonly string[];
}

const CLASS = ['className', 'classDate'] as const;

export const NOTIFICATION_TYPES = {
  trainerFollowed: {
    id: 1,
    event: 'A customer follows a trainer',
    to: 'trainer',
    icon: 'follow',
    click: 'none',
    template: '$userName started following you.',
    values: [],
  },
  classJoined: {
    id: 2,
    event: 'A customer books a class',
    to: 'partner',
    icon: 'add',
    click: 'participants',
    template: '$userName booked $className on $classDate.',
    values: CLASS,
  },
  waitlistPromoted: {
    id: 3,
    event: 'A seat frees up and the first on the waitlist is booked',
    to: 'customer',
    icon: 'add',
    click: 'class',
    template: MSG.waitlistPromoted,
    values: CLASS,
  },
  classLeft: {
    id: 4,
    event: 'A customer cancels their booking',
    to: 'partner',
    icon: 'delete',
    click: 'participants',
    template: '$userName cancelled their booking of $className on $classDate.',
    values: CLASS,
  },
  creditsRefunded: {
    id: 5,
    event: 'A customer cancels in time and gets the credits back',
    to: 'customer',
    icon: 'add',
    click: 'membership',
    template: 'You got $credits credits back for $className on $classDate.',
    values: ['credits', ...CLASS],
  },
  followedTrainerClassCreated: {
    id: 6,
    event: 'A trainer the customer follows creates a class',
    to: 'customer',
    icon: 'add',
    click: 'class',
    template: '$userName added a new class: $className on $classDate.',
    values: CLASS,
  },
  autoWaitlistBooked: {
    id: 7,
    event: 'The auto-waitlist is booked into free seats when the gym’s decision closes',
    to: 'customer',
    icon: 'add',
    click: 'class',
    template: 'Your waitlist place in $className on $classDate is now a booking.',
    values: CLASS,
  },
  checkedIn: {
    id: 8,
    event: 'The gym or trainer checks the customer in',
    to: 'customer',
    icon: 'other',
    click: 'class',
    template: 'You are checked in to $className on $classDate. Enjoy your workout!',
    values: CLASS,
  },
  packageBought: {
    id: 9,
    event: 'A customer’s package purchase is paid',
    to: 'customer',
    icon: 'add',
    click: 'membership',
    template: 'You bought $packageName. Enjoy your classes!',
    values: ['packageName'],
  },
  packageExpiringSoon: {
    id: 10,
    event: 'A package expires in under 10 days',
    to: 'customer',
    icon: 'other',
    click: 'membership',
    template: 'Your $packageName package expires on $expiryDate.',
    values: ['packageName', 'expiryDate'],
  },
  subscriptionRenewed: {
    id: 11,
    event: 'A subscription renews',
    to: 'customer',
    icon: 'add',
    click: 'membership',
    template: 'Your $packageName subscription has been renewed.',
    values: ['packageName'],
  },
  subscriptionRenewalFailed: {
    id: 12,
    event: 'A subscription’s renewal is refused by the gateway or lapses unpaid',
    to: 'customer',
    icon: 'other',
    click: 'membership',
    template: 'We could not renew your $packageName subscription.',
    values: ['packageName'],
  },
  paymentFailed: {
    id: 13,
    event: 'A payment fails or expires unpaid',
    to: 'customer',
    icon: 'other',
    click: 'payment',
    template: 'Your payment for $packageName did not go through.',
    values: ['packageName'],
  },
  classEdited: {
    id: 14,
    event: 'The gym or trainer edits a class the customer booked',
    to: 'customer',
    icon: 'other',
    click: 'class',
    template: '$gymName changed the details of $className on $classDate.',
    values: ['gymName', ...CLASS],
  },
  packageSold: {
    id: 15,
    event: 'A customer buys one of the gym’s packages',
    to: 'partner',
    icon: 'add',
    click: 'none',
    template: '$userName bought $packageName.',
    values: ['packageName'],
  },
  waitlistJoined: {
    id: 16,
    event: 'A customer joins the waitlist of a class',
    to: 'partner',
    icon: 'add',
    click: 'participants',
    template: '$userName joined the waitlist of $className on $classDate.',
    values: CLASS,
  },
  canceledByGym: {
    id: 21,
    event: 'The gym cancels a customer’s booking',
    to: 'customer',
    icon: 'delete',
    click: 'none',
    template: CM_MSG.bookingCanceledByGym,
    values: [...CLASS, 'gymName'],
  },
  sessionDeleted: {
    id: 22,
    event: 'The gym or trainer deletes a booked session (its timing or class)',
    to: 'customer',
    icon: 'delete',
    click: 'none',
    template: CM_MSG.classSessionCanceledByGym,
    values: [...CLASS, 'gymName'],
  },
  supportMessage: {
    id: 23,
    event: 'The gym or trainer writes to everyone booked',
    to: 'customer',
    icon: 'other',
    click: 'class',
    template: CM_MSG.supportMessage,
    values: ['senderName', ...CLASS, 'message'],
  },
  sessionMoved: {
    id: 24,
    event: 'The gym or trainer moves a booked session to another time',
    to: 'customer',
    icon: 'other',
    click: 'class',
    template: CM_MSG.classSessionMoved,
    values: [...CLASS, 'fromTime', 'toTime', 'gymName'],
  },
  bookedFromWaitlistByGym: {
    id: 25,
    event: 'The gym or trainer books a customer from the waitlist',
    to: 'customer',
    icon: 'add',
    click: 'class',
    template: WAITLIST_MSG.bookedByGym,
    values: ['gymName', ...CLASS],
  },
  partnerApproved: {
    id: 26,
    event: 'The platform operator approves a new trainer or gym',
    to: 'partner',
    icon: 'add',
    click: 'none',
    template: 'Your account is approved: your page and classes are now public.',
    values: [],
  },
  partnerRefused: {
    id: 27,
    event: 'The platform operator refuses a new trainer or gym, with a reason',
    to: 'partner',
    icon: 'other',
    click: 'none',
    template: 'Your account was not approved: $reason',
    values: ['reason'],
  },
  teamInvited: {
    id: 28,
    event: 'A gym invites a trainer to its team',
    to: 'trainer',
    icon: 'add',
    click: 'team',
    template: '$userName invited you to join their team. Accept to teach their classes.',
    values: [],
  },
  teamJoined: {
    id: 29,
    event: 'A trainer accepts a gym’s invitation',
    to: 'partner',
    icon: 'add',
    click: 'team',
    template: '$userName accepted your invitation and joined your team.',
    values: [],
  },
  teamDeclined: {
    id: 30,
    event: 'A trainer declines a gym’s invitation',
    to: 'partner',
    icon: 'other',
    click: 'team',
    template: '$userName declined your invitation to join your team.',
    values: [],
  },
  teamLeft: {
    id: 31,
    event: 'A trainer leaves a gym’s team',
    to: 'partner',
    icon: 'delete',
    click: 'team',
    template: '$userName left your team. Upcoming sessions now without a trainer: $sessions.',
    values: ['sessions'],
  },
  teamRemoved: {
    id: 32,
    event: 'A gym takes a trainer off its team',
    to: 'trainer',
    icon: 'delete',
    click: 'team',
    template: '$userName took you off their team. You no longer teach their classes.',
    values: [],
  },
  waitlistOffered: {
    id: 33,
    event: 'A seat frees up and is offered to the first on the waitlist, to claim in a window',
    to: 'customer',
    icon: 'add',
    click: 'offers',
    template: MSG.waitlistOffered,
    values: [...CLASS, 'claimBy'],
  },
  waitlistOfferExpired: {
    id: 34,
    event: 'A seat offer runs out unclaimed and passes to the next on the waitlist',
    to: 'customer',
    icon: 'delete',
    click: 'class',
    template: MSG.waitlistOfferExpired,
    values: CLASS,
  },
  noShowRecorded: {
    id: 35,
    event: 'The roll closes and the customer is marked absent (a strike)',
    to: 'customer',
    icon: 'other',
    click: 'class',
    template: MSG.noShowRecorded,
    values: CLASS,
  },
  seatFeeTaken: {
    id: 36,
    event: 'A late-cancel or no-show fee is taken from credits or the wallet',
    to: 'customer',
    icon: 'other',
    click: 'class',
    template: MSG.seatFeeTaken,
    values: ['fee', ...CLASS],
  },
  seatFeeOwed: {
    id: 37,
    event: 'A late-cancel or no-show fee falls due and nothing can pay it: the next purchase settles it',
    to: 'customer',
    icon: 'other',
    click: 'class',
    template: MSG.seatFeeOwed,
    values: ['fee', ...CLASS],
  },
  seatFeeWaived: {
    id: 38,
    event: 'The partner waives a late-cancel or no-show fee (a taken one is given back)',
    to: 'customer',
    icon: 'add',
    click: 'class',
    template: MSG.seatFeeWaived,
    values: ['fee', ...CLASS],
  },
  reviewRequested: {
    id: 39,
    event: 'A class the customer attended ended: they are asked to rate it (docs/adr/0043)',
    to: 'customer',
    icon: 'other',
    click: 'review',
    template: 'How was $className on $classDate? Rate it and tell others.',
    values: CLASS,
  },
  reviewAnswered: {
    id: 40,
    event: "The class's trainer or gym answered the customer's review (docs/adr/0043)",
    to: 'customer',
    icon: 'other',
    click: 'class',
    template: '$userName answered your review of $className.',
    values: ['className'],
  },
  referralRewarded: {
    id: 41,
    event: "A friend who joined through the customer's invite link paid: the reward is in the wallet",
    to: 'customer',
    icon: 'add',
    click: 'invite',
    template: MSG.referralRewarded,
    values: ['friendName', 'reward'],
  },
  sessionMovedForRamadan: {
    id: 42,
    event:
      'The gym moved a booked session into its Ramadan hours: free to cancel with a full refund (docs/adr/0048)',
    to: 'customer',
    icon: 'other',
    click: 'class',
    template: RAMADAN_MSG.movedForRamadan,
    values: [...CLASS, 'fromTime', 'toTime', 'gymName'],
  },
} as const satisfies Record<string, TypeRow>;

export type NotificationKind = keyof typeof NOTIFICATION_TYPES;
export const NOTIFICATION_KINDS = Object.keys(NOTIFICATION_TYPES) as NotificationKind[];

/** The type id of each event. */
export const NOTIFICATION_TYPE = Object.fromEntries(
  NOTIFICATION_KINDS.map((kind) => [kind, NOTIFICATION_TYPES[kind].id]),
) as { readonly [K in NotificationKind]: (typeof NOTIFICATION_TYPES)[K]['id'] };

/** The types class management raises (kept under their earlier name). */
export const CM_NOTIFICATION_TYPE = {
  canceledByGym: NOTIFICATION_TYPES.canceledByGym.id,
  sessionDeleted: NOTIFICATION_TYPES.sessionDeleted.id,
  supportMessage: NOTIFICATION_TYPES.supportMessage.id,
  sessionMoved: NOTIFICATION_TYPES.sessionMoved.id,
} as const;

/** The English activityMsg templates, by event (their Arabic twins are in i18n). */
export const NOTIFICATION_TEMPLATES = Object.fromEntries(
  NOTIFICATION_KINDS.map((kind) => [kind, NOTIFICATION_TYPES[kind].template]),
) as { readonly [K in NotificationKind]: string };

const BY_ID = new Map<number, NotificationKind>(NOTIFICATION_KINDS.map((k) => [NOTIFICATION_TYPES[k].id, k]));

/** The event of a type id; undefined for an id we do not raise. */
export const notificationKindOf = (typeId: number): NotificationKind | undefined => BY_ID.get(typeId);

/** SPEC 4.5: the icon of a type id. */
export function notificationIcon(typeId: number): NotificationIcon {
  const kind = BY_ID.get(typeId);
  return kind ? NOTIFICATION_TYPES[kind].icon : 'other';
}

/** Who a type id is told to; 'customer' for an id we do not raise. */
export function notificationRecipient(typeId: number): NotificationRecipient {
  const kind = BY_ID.get(typeId);
  return kind ? NOTIFICATION_TYPES[kind].to : 'customer';
}

/** SPEC 4.5: where a click on a type id leads ('none': clicking only marks it read). */
export function notificationClick(typeId: number): NotificationClick {
  const kind = BY_ID.get(typeId);
  return kind ? NOTIFICATION_TYPES[kind].click : 'none';
}

/** The values a notification of `K` stores beside its template. */
export type NotificationValues<K extends NotificationKind> = {
  [P in (typeof NOTIFICATION_TYPES)[K]['values'][number]]: string | number;
};

/** One product event to tell someone about, as the services raise it. */
export type NotificationEvent = {
  [K in NotificationKind]: {
    kind: K;
    /** Who receives it. */
    to: number;
    /** Who fired it ($userName), when someone did. */
    actorId?: number | null;
    /** What it is about: the class session for class events, the package, the order. */
    objectId?: number | null;
    values: NotificationValues<K>;
    /** Kept in the message for callers (booking id, payment reference, refund). */
    extra?: Record<string, string | number | boolean | null>;
  };
}[NotificationKind];

/** The row a notification event becomes: SPEC 3.4's message is JSON with the activityMsg template. */
export function notificationRecord(event: NotificationEvent) {
  const row = NOTIFICATION_TYPES[event.kind];
  return {
    userId: event.to,
    notificationTypeId: row.id as number,
    message: { ...event.extra, ...event.values, activityMsg: row.template as string } as Record<
      string,
      unknown
    >,
    objectDataId: event.objectId ?? null,
    userWhoFiredEventId: event.actorId ?? null,
  };
}

/** SPEC 4.5: the type ids a notification may carry. */
/** 42: the Ramadan move (docs/adr/0048), after the SPEC's own. */
export const isSpecNotificationTypeId = (id: number) => (id >= 1 && id <= 42) || id === 61;

const PLACEHOLDER = /\$([A-Za-z]+)/g;

/** The placeholder names of a template, in order. */
export const templatePlaceholders = (template: string): string[] =>
  [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!);

/**
 * A template with its placeholders filled: `$userName` by `who`, the others by `value(name)`; a
 * placeholder with no value is left as it is (a test holds that every type fills all of its own).
 */
export function fillTemplate(
  template: string,
  who: string,
  value: (name: string) => string | undefined,
): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    name === 'userName' ? who : (value(name) ?? whole),
  );
}
