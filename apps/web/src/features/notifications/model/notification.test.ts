import { CM_MSG, CM_NOTIFICATION_TYPE, NOTIFICATION_TYPE, USER_CATEGORY } from '@kinetic/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, setWesternDigits, startI18n } from '../../../lib/i18n';
import { type NotificationDto, notificationIcon, notificationTarget, notificationText } from './notification';

const base: NotificationDto = {
  id: 1,
  notificationTypeId: 1,
  message: { activityMsg: '$userName started following you.' },
  objectDataId: null,
  userWhoFiredEvent: { id: 9, firstName: 'Layla', lastName: 'Al-Ahmad', profileImageThumbnail: null },
  readAt: null,
  createdAt: '2026-11-22T08:00:00Z',
};

describe('notification text (SPEC 3.4, 9)', () => {
  beforeAll(() => startI18n());
  afterEach(async () => {
    setWesternDigits(false);
    await changeLanguage('en');
  });

  it('fills the user name and other placeholders', () => {
    expect(notificationText(base)).toBe('Layla Al-Ahmad started following you.');
    const promoted = {
      ...base,
      notificationTypeId: 3,
      message: {
        activityMsg: 'A seat freed up in $className on $classDate: you have been booked from the waitlist.',
        className: 'Rhythm Ride',
        classDate: '2026-11-23',
      },
    };
    expect(notificationText(promoted)).toBe(
      'A seat freed up in Rhythm Ride on Mon 23 Nov: you have been booked from the waitlist.',
    );
  });

  it('cuts names to 25 and messages to 100 characters', () => {
    const long = {
      ...base,
      notificationTypeId: 59,
      userWhoFiredEvent: {
        id: 1,
        firstName: 'Abcdefghijklmnopqrstuvwxyz',
        lastName: 'Long',
        profileImageThumbnail: null,
      },
      message: { activityMsg: `$userName ${'x'.repeat(200)}` },
    };
    const text = notificationText(long);
    expect(text).toHaveLength(100);
    expect(text.startsWith('Abcdefghijklmnopqrstuvwx… ')).toBe(true);
  });

  it('reads in Arabic for an Arabic reader, whatever the stored template', async () => {
    await changeLanguage('ar');
    const joined: NotificationDto = {
      ...base,
      notificationTypeId: NOTIFICATION_TYPE.classJoined,
      message: { activityMsg: 'x', className: 'Spin', classDate: '2026-11-23' },
    };
    const text = notificationText(joined);
    expect(text).toContain('حجز Layla Al-Ahmad في Spin');
    expect(text).not.toContain('$');
  });
});

const CUSTOMER = USER_CATEGORY.customer;

describe('notification icon and target (SPEC 4.5)', () => {
  it('maps types to icons', () => {
    expect([1, 2, 3, 4, 5, 99].map(notificationIcon)).toEqual([
      'follow',
      'add',
      'add',
      'delete',
      'add',
      'other',
    ]);
  });

  it('opens the class; a cancel or delete by the gym leads nowhere', () => {
    const joined = {
      ...base,
      notificationTypeId: NOTIFICATION_TYPE.waitlistPromoted,
      objectDataId: 40,
      message: { activityMsg: 'x', className: 'HIIT Burn' },
    };
    expect(notificationTarget(joined, CUSTOMER)).toBe('/classes/40/HIIT-Burn');
    expect(
      notificationTarget({ ...joined, notificationTypeId: CM_NOTIFICATION_TYPE.canceledByGym }, CUSTOMER),
    ).toBeNull();
    expect(
      notificationTarget({ ...joined, notificationTypeId: CM_NOTIFICATION_TYPE.sessionDeleted }, CUSTOMER),
    ).toBeNull();
    expect(
      notificationTarget({ ...joined, notificationTypeId: CM_NOTIFICATION_TYPE.supportMessage }, CUSTOMER),
    ).toBe('/classes/40/HIIT-Burn');
    expect(notificationTarget(base, CUSTOMER)).toBeNull();
    // A friend's payment earned the reward: the invite page shows the friends and earnings.
    expect(
      notificationTarget({ ...base, notificationTypeId: NOTIFICATION_TYPE.referralRewarded }, CUSTOMER),
    ).toBe('/invite');
    expect(
      notificationTarget({ ...base, notificationTypeId: NOTIFICATION_TYPE.packageBought }, CUSTOMER),
    ).toBe('/membership');
    expect(
      notificationTarget(
        {
          ...base,
          notificationTypeId: NOTIFICATION_TYPE.paymentFailed,
          message: { referenceId: 'KIN-1' },
        },
        CUSTOMER,
      ),
    ).toBe('/paymentconfirmation/KIN-1');
    // A team notification opens the receiver's side of the team.
    expect(notificationTarget({ ...base, notificationTypeId: NOTIFICATION_TYPE.teamInvited }, CUSTOMER)).toBe(
      '/trainer/gyms',
    );
    expect(notificationTarget({ ...base, notificationTypeId: NOTIFICATION_TYPE.teamRemoved }, CUSTOMER)).toBe(
      '/trainer/gyms',
    );
    expect(notificationTarget({ ...base, notificationTypeId: NOTIFICATION_TYPE.teamLeft }, CUSTOMER)).toBe(
      '/gym/admin/team',
    );
    expect(notificationTarget({ ...base, notificationTypeId: NOTIFICATION_TYPE.teamJoined }, CUSTOMER)).toBe(
      '/gym/admin/team',
    );
  });

  it("opens a partner's booked, cancelled and waitlist news on the session's participants", () => {
    const booked: NotificationDto = {
      ...base,
      notificationTypeId: NOTIFICATION_TYPE.classJoined,
      objectDataId: 40,
      message: { activityMsg: 'x', className: 'HIIT Burn', classDate: '2026-11-23' },
    };
    expect(notificationTarget(booked, USER_CATEGORY.trainer)).toBe(
      '/trainer/classes?date=2026-11-23&participants=40',
    );
    expect(notificationTarget(booked, USER_CATEGORY.gym)).toMatch(
      /^\/gym\/classes\/\d+\?date=2026-11-23&participants=40$/,
    );
    for (const kind of ['classLeft', 'waitlistJoined'] as const) {
      expect(
        notificationTarget({ ...booked, notificationTypeId: NOTIFICATION_TYPE[kind] }, USER_CATEGORY.trainer),
      ).toBe('/trainer/classes?date=2026-11-23&participants=40');
    }
    // Without a day (an older notification): the partner's classes today, the session's participants open.
    expect(notificationTarget({ ...booked, message: { activityMsg: 'x' } }, USER_CATEGORY.trainer)).toBe(
      '/trainer/classes?participants=40',
    );
  });

  it('opens a seat offered from the waitlist where it is claimed, and an offer run out on its class', () => {
    const offered: NotificationDto = {
      ...base,
      notificationTypeId: NOTIFICATION_TYPE.waitlistOffered,
      objectDataId: 40,
      message: {
        activityMsg: 'x',
        className: 'HIIT Burn',
        classDate: '2026-11-23',
        claimBy: '18:40',
      },
    };
    expect(notificationText(offered)).toBe(
      'A seat freed up in HIIT Burn on Mon 23 Nov. It is yours if you claim it by 06:40 PM.',
    );
    expect(notificationTarget(offered, CUSTOMER)).toBe('/upcoming');
    // A claim window past midnight names its day.
    expect(
      notificationText({
        ...offered,
        message: { ...(offered.message as object), claimBy: '2026-11-24 00:30' },
      }),
    ).toBe(
      'A seat freed up in HIIT Burn on Mon 23 Nov. It is yours if you claim it by Tue 24 Nov, 12:30 AM.',
    );
    // No session needed: the open offers are listed on the upcoming classes.
    expect(notificationTarget({ ...offered, objectDataId: null }, CUSTOMER)).toBe('/upcoming');
    expect(
      notificationTarget(
        { ...offered, notificationTypeId: NOTIFICATION_TYPE.waitlistOfferExpired },
        CUSTOMER,
      ),
    ).toBe('/classes/40/HIIT-Burn');
  });

  it('tells a customer the new time of a moved session, and opens the class', () => {
    const moved: NotificationDto = {
      ...base,
      notificationTypeId: CM_NOTIFICATION_TYPE.sessionMoved,
      objectDataId: 41,
      message: {
        activityMsg: CM_MSG.classSessionMoved,
        className: 'Spin',
        classDate: '2026-12-01',
        fromTime: '18:00',
        toTime: '18:45',
        gymName: 'Pulse Gym',
      },
    };
    expect(notificationText(moved)).toBe('Spin on Tue 1 Dec now runs 06:00 PM to 06:45 PM (Pulse Gym).');
    expect(notificationTarget(moved, CUSTOMER)).toBe('/classes/41/Spin');
  });
});
