import { CM_MSG, CM_NOTIFICATION_TYPE } from '@kinetic/domain';
import { describe, expect, it } from 'vitest';
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
  it('fills the user name and other placeholders', () => {
    expect(notificationText(base)).toBe('Layla Al-Ahmad started following you.');
    const promoted = {
      ...base,
      notificationTypeId: 3,
      message: {
        activityMsg: 'A seat freed up in $className on $classDate.',
        className: 'Rhythm Ride',
        classDate: '2026-11-23',
      },
    };
    expect(notificationText(promoted)).toBe('A seat freed up in Rhythm Ride on Mon 23 Nov.');
  });

  it('cuts names to 25 and messages to 100 characters', () => {
    const long = {
      ...base,
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
});

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

  it('opens the class, except a cancel for a customer', () => {
    const joined = {
      ...base,
      notificationTypeId: 2,
      objectDataId: 40,
      message: { activityMsg: 'x', className: 'HIIT Burn' },
    };
    expect(notificationTarget(joined, true)).toBe('/classes/40/HIIT-Burn');
    expect(notificationTarget({ ...joined, notificationTypeId: 4 }, true)).toBeNull();
    expect(notificationTarget({ ...joined, notificationTypeId: 4 }, false)).toBe('/classes/40/HIIT-Burn');
    expect(notificationTarget(base, true)).toBeNull();
  });

  it('treats a gym cancel and a deleted session as cancels; a support message opens the class', () => {
    const joined = { ...base, objectDataId: 40, message: { activityMsg: 'x', className: 'HIIT Burn' } };
    expect([21, 22, 23].map(notificationIcon)).toEqual(['delete', 'delete', 'other']);
    expect(notificationTarget({ ...joined, notificationTypeId: 21 }, true)).toBeNull();
    expect(notificationTarget({ ...joined, notificationTypeId: 23 }, true)).toBe('/classes/40/HIIT-Burn');
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
    expect(notificationTarget(moved, true)).toBe('/classes/41/Spin');
  });
});
