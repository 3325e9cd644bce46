import type { ManagedSessionDto } from '@kinetic/domain';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { lazy } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, queryClient } from '../../../app/providers';
import { closeConfirm, useConfirmRequest } from '../../../components/confirm/confirm-store';
import { OnDemand } from '../../../components/OnDemand';
import { loadedToasts } from '../../../components/toasts/toasts';
import { changeLanguage, loadNamespaces, startI18n } from '../../../lib/i18n';
import { session as signedIn } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { stubFontFaceSet } from '../../../test/font-face-set';
import { TEST_BRAND } from '../../../test/test-brand';
import { testClassItem } from '../../../test/test-class';
import { testParticipant } from '../../../test/test-participant';
import { testUser } from '../../../test/test-user';
import { ParticipantsDrawer } from './ParticipantsDrawer';

/** A trainer cannot check a member in the day before; check-in opens an hour before the start. */
const api = fakeApi();

const member = testParticipant();

function sessionStartingIn(minutes: number, fromTime: string): ManagedSessionDto {
  const startsAt = new Date(Date.now() + minutes * 60_000);
  return {
    ...testClassItem({ classSessionId: 77, startsAt: startsAt.toISOString(), fromTime }),
    bookedCount: 1,
    checkedInCount: 0,
    creditSeats: null,
    canEdit: true,
  };
}

/** The shell's confirm popup, loaded when first wanted as the layout loads it. */
const ConfirmPopup = lazy(() => import('../../../components/confirm/ConfirmPopup'));

function ConfirmHost() {
  const navigate = useNavigate();
  const request = useConfirmRequest();
  return (
    <OnDemand
      wanted={request !== null}
      component={ConfirmPopup}
      props={{ navigate, partnerUrl: TEST_BRAND.partnerUrl }}
    />
  );
}

function openDrawer(session: ManagedSessionDto) {
  render(
    <Providers brand={TEST_BRAND}>
      <MemoryRouter>
        <ParticipantsDrawer session={session} isGym onClose={() => undefined} />
        <ConfirmHost />
      </MemoryRouter>
    </Providers>,
  );
}

/** The confirm popup and the toasts load on first use: a busy machine takes longer than a second. */
const SLOW = { timeout: 5000 };

const press = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

describe('the participants’ check-in window', () => {
  beforeAll(async () => {
    stubFontFaceSet();
    await startI18n();
    await loadNamespaces(['classManagement']);
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    api.answers['GET /manage/sessions/77/participants'] = [200, [member]];
    api.answers['GET /manage/sessions/77/waitlist'] = [200, []];
  });
  afterEach(cleanup);
  afterAll(() => vi.unstubAllGlobals());

  it('the day before, the switch is off limits and says when check-in opens', async () => {
    openDrawer(sessionStartingIn(24 * 60, '18:30'));
    const toggle = await screen.findByRole('switch', { name: 'Checked in: Sara Ali' });
    expect((toggle as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('check-in-opens').textContent).toBe(
      'Check-in opens at 05:30 PM, an hour before the class starts.',
    );
  });

  it('half an hour before the start, the member can be checked in', async () => {
    openDrawer(sessionStartingIn(30, '18:30'));
    const toggle = await screen.findByRole('switch', { name: 'Checked in: Sara Ali' });
    expect((toggle as HTMLInputElement).disabled).toBe(false);
    expect(screen.queryByTestId('check-in-opens')).toBeNull();
    // The class has not started: its roll cannot be closed yet, nor anyone marked absent.
    expect(screen.queryByRole('button', { name: 'Close the roll' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark Sara Ali absent' })).toBeNull();
  });
});

describe('who may cancel a member’s booking from the participants', () => {
  const TRAINER = 40;
  beforeAll(async () => {
    stubFontFaceSet();
    await startI18n();
    await loadNamespaces(['classManagement']);
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    api.answers['GET /manage/sessions/77/participants'] = [200, [member]];
    api.answers['GET /manage/sessions/77/waitlist'] = [200, []];
  });
  afterEach(() => {
    cleanup();
    signedIn.clear();
  });
  afterAll(() => vi.unstubAllGlobals());

  const runBy = (gymUserId: number | null): ManagedSessionDto => ({
    ...sessionStartingIn(24 * 60, '18:30'),
    managers: { ownerUserId: gymUserId ?? TRAINER, gymUserId, trainerUserIds: [TRAINER] },
  });
  const cancelButton = () => screen.queryByRole('button', { name: 'Cancel booking of Sara Ali' });

  it('a freelance trainer cancels at her own class', async () => {
    signedIn.update(testUser({ id: TRAINER, userCategory: 2 }));
    openDrawer(runBy(null));
    await screen.findByRole('switch', { name: 'Checked in: Sara Ali' });
    expect(cancelButton()).not.toBeNull();
  });

  it('a trainer teaching at a gym’s class leaves cancelling to the gym', async () => {
    signedIn.update(testUser({ id: TRAINER, userCategory: 2 }));
    openDrawer(runBy(1));
    await screen.findByRole('switch', { name: 'Checked in: Sara Ali' });
    expect(cancelButton()).toBeNull();
  });
});

describe('closing the roll (docs/adr/0039)', () => {
  const omar = testParticipant({ bookingId: 6, userId: 32, name: 'Omar Hassan', email: 'omar@kinetic.test' });
  const PARTICIPANTS = 'GET /manage/sessions/77/participants';
  const ROLL = 'POST /manage/sessions/77/roll';

  beforeAll(async () => {
    stubFontFaceSet();
    await startI18n();
    await loadNamespaces(['classManagement']);
    // As on a network, the other lists a close refreshes answer after the participants: the button
    // that closed the roll is gone by then, and the toast must not depend on it.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (!String(input).includes('/participants') && api.calls.includes(ROLL)) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return api.fetch(input, init);
      }),
    );
  });
  afterEach(async () => {
    cleanup();
    // The toasts and the confirm popup outlive a render, as they outlive a page.
    loadedToasts()?.notifications.clean();
    closeConfirm({ confirmed: false });
    queryClient.clear();
    api.reset();
    await changeLanguage('en');
  });
  afterAll(() => vi.unstubAllGlobals());

  const openStarted = (participants = [{ ...member, checkedIn: true }, omar]) => {
    api.answers[PARTICIPANTS] = [200, participants];
    api.answers['GET /manage/sessions/77/waitlist'] = [200, []];
    // Ten minutes in.
    openDrawer(sessionStartingIn(-10, '18:30'));
  };
  const card = (name: string) =>
    screen.getAllByTestId('participant').find((item) => item.textContent?.includes(name)) as HTMLElement;

  it('once the class has started, closes the roll after asking, then shows who attended and who was absent', async () => {
    openStarted();
    await press(await screen.findByRole('button', { name: 'Close the roll' }, SLOW));
    const popup = await screen.findByRole('dialog', { name: 'Please confirm' }, SLOW);
    expect(popup.textContent).toContain(
      'Close the roll? Attendance becomes final: those marked absent are no-shows, and those not checked in count as your seat policy says (absent unless you chose attended).',
    );
    expect(api.calls).not.toContain(ROLL);

    api.answers[ROLL] = [200, { attended: 1, noShows: 1 }];
    api.answers[PARTICIPANTS] = [
      200,
      [
        { ...member, checkedIn: true, attendance: 'ATTENDED', rollClosed: true },
        { ...omar, attendance: 'NO_SHOW', rollClosed: true },
      ],
    ];
    await press(within(popup).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('1 attended, 1 absent.', {}, SLOW)).toBeTruthy();
    expect(api.calls.filter((call) => call === ROLL)).toHaveLength(1);
    await screen.findByTestId('roll-closed', {}, SLOW);
    expect(within(card('Sara Ali')).getByTestId('attendance').textContent).toBe('Attended');
    expect(within(card('Omar Hassan')).getByTestId('attendance').textContent).toBe('Absent');
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close the roll' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Scan a code' })).toBeNull();
  });

  it('leaves the roll open when the question is answered no', async () => {
    openStarted();
    await press(await screen.findByRole('button', { name: 'Close the roll' }, SLOW));
    const popup = await screen.findByRole('dialog', { name: 'Please confirm' }, SLOW);
    await press(within(popup).getByRole('button', { name: 'Cancel' }));
    expect(api.calls).not.toContain(ROLL);
    expect(screen.getAllByRole('switch')).toHaveLength(2);
  });

  it('a closed roll shows each attendance, final, with no check-in left to do', async () => {
    openStarted([
      { ...member, checkedIn: true, attendance: 'ATTENDED', rollClosed: true },
      { ...omar, attendance: 'NO_SHOW', rollClosed: true },
    ]);
    expect((await screen.findByTestId('roll-closed', {}, SLOW)).textContent).toContain('Roll closed');
    expect(within(card('Sara Ali')).getByTestId('attendance').textContent).toBe('Attended');
    expect(within(card('Omar Hassan')).getByTestId('attendance').textContent).toBe('Absent');
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Scan a code' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close the roll' })).toBeNull();
  });

  it('shows the server’s words when it refuses, and the roll open while the server says so', async () => {
    openStarted();
    api.answers[ROLL] = [409, 'The roll can be closed once the class has started.', 'ROLL_NOT_YET'];
    await press(await screen.findByRole('button', { name: 'Close the roll' }, SLOW));
    const popup = await screen.findByRole('dialog', { name: 'Please confirm' }, SLOW);
    await press(within(popup).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText("Couldn't close the roll", {}, SLOW)).toBeTruthy();
    expect(screen.getByText('The roll can be closed once the class has started.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close the roll' })).toBeTruthy();
    expect(screen.queryByTestId('roll-closed')).toBeNull();
  });

  it('after a refusal saying the roll closed meanwhile, shows it closed as the refreshed list says', async () => {
    openStarted();
    api.answers[ROLL] = [409, 'The roll of this class is closed: its attendance is final.', 'ROLL_CLOSED'];
    await press(await screen.findByRole('button', { name: 'Close the roll' }, SLOW));
    const popup = await screen.findByRole('dialog', { name: 'Please confirm' }, SLOW);
    api.answers[PARTICIPANTS] = [
      200,
      [
        { ...member, checkedIn: true, attendance: 'ATTENDED', rollClosed: true },
        { ...omar, attendance: 'NO_SHOW', rollClosed: true },
      ],
    ];
    await press(within(popup).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText("Couldn't close the roll", {}, SLOW)).toBeTruthy();
    expect(screen.getByText('The roll of this class is closed: its attendance is final.')).toBeTruthy();
    expect((await screen.findByTestId('roll-closed', {}, SLOW)).textContent).toContain('Roll closed');
    expect(within(card('Omar Hassan')).getByTestId('attendance').textContent).toBe('Absent');
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close the roll' })).toBeNull();
  });

  it('after a check-in refused as the roll closed meanwhile, shows it closed as the refreshed list says', async () => {
    openStarted();
    api.answers['PUT /manage/bookings/6/check-in'] = [
      409,
      'The roll of this class is closed: its attendance is final.',
      'ROLL_CLOSED',
    ];
    api.answers[PARTICIPANTS] = [
      200,
      [
        { ...member, checkedIn: true, attendance: 'ATTENDED', rollClosed: true },
        { ...omar, attendance: 'NO_SHOW', rollClosed: true },
      ],
    ];
    await press(await screen.findByRole('switch', { name: 'Checked in: Omar Hassan' }, SLOW));
    expect(await screen.findByText("Couldn't change the check-in", {}, SLOW)).toBeTruthy();
    expect(screen.getByText('The roll of this class is closed: its attendance is final.')).toBeTruthy();
    expect(await screen.findByTestId('roll-closed', {}, SLOW)).toBeTruthy();
    expect(within(card('Omar Hassan')).getByTestId('attendance').textContent).toBe('Absent');
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('reads the roll as the server says, not from attendance: everyone absent after the class is still open', async () => {
    const absent = [
      { ...member, attendance: 'NO_SHOW' as const },
      { ...omar, attendance: 'NO_SHOW' as const },
    ];
    api.answers[PARTICIPANTS] = [200, absent];
    api.answers['GET /manage/sessions/77/waitlist'] = [200, []];
    // The class ended hours ago.
    const session = sessionStartingIn(-5 * 60, '13:30');
    openDrawer({ ...session, endsAt: new Date(Date.parse(session.startsAt) + 3_600_000).toISOString() });
    expect(await screen.findByRole('button', { name: 'Close the roll' }, SLOW)).toBeTruthy();
    expect(screen.queryByTestId('roll-closed')).toBeNull();
    expect(screen.getByRole('button', { name: "Undo Sara Ali's absence" })).toBeTruthy();
  });

  it('counts in Arabic with the plural forms', async () => {
    await changeLanguage('ar');
    await loadNamespaces(['classManagement']);
    openStarted([
      { ...member, checkedIn: true },
      { ...omar, checkedIn: true },
    ]);
    await press(await screen.findByRole('button', { name: 'أغلق كشف الحضور' }, SLOW));
    api.answers[ROLL] = [200, { attended: 2, noShows: 0 }];
    api.answers[PARTICIPANTS] = [
      200,
      [
        { ...member, checkedIn: true, attendance: 'ATTENDED', rollClosed: true },
        { ...omar, checkedIn: true, attendance: 'ATTENDED', rollClosed: true },
      ],
    ];
    const popup = await screen.findByRole('dialog', { name: 'يرجى التأكيد' }, SLOW);
    expect(popup.textContent).toContain('هل تريد إغلاق كشف الحضور؟');
    await press(within(popup).getByRole('button', { name: 'نعم' }));
    expect(await screen.findByText('حضر شخصان، ولم يغب أحد.', {}, SLOW)).toBeTruthy();
  });
});

describe('marking participants absent while the roll is open', () => {
  const omar = testParticipant({ bookingId: 6, userId: 32, name: 'Omar Hassan', email: 'omar@kinetic.test' });
  const guest = testParticipant({
    bookingId: 7,
    userId: null,
    name: 'Walk-in Huda',
    email: null,
    guest: true,
    creditsSpent: 0,
  });
  const PARTICIPANTS = 'GET /manage/sessions/77/participants';
  const SARA_ABSENT = 'PUT /manage/bookings/5/absent';
  /** The bodies sent, with their calls, in order. */
  const sent: { call: string; body: unknown }[] = [];

  beforeAll(async () => {
    stubFontFaceSet();
    await startI18n();
    await loadNamespaces(['classManagement']);
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.body) {
          const path = new URL(String(input), 'http://localhost').pathname.replace('/api/v1', '');
          sent.push({ call: `${init.method} ${path}`, body: JSON.parse(String(init.body)) });
        }
        return api.fetch(input, init);
      }),
    );
  });
  afterEach(async () => {
    cleanup();
    loadedToasts()?.notifications.clean();
    closeConfirm({ confirmed: false });
    queryClient.clear();
    api.reset();
    sent.length = 0;
    await changeLanguage('en');
  });
  afterAll(() => vi.unstubAllGlobals());

  /** Ten minutes into an hour's class. */
  const openStarted = (participants = [member, { ...omar, checkedIn: true }, guest]) => {
    api.answers[PARTICIPANTS] = [200, participants];
    api.answers['GET /manage/sessions/77/waitlist'] = [200, []];
    openDrawer(sessionStartingIn(-10, '18:30'));
  };
  const card = (name: string) =>
    screen.getAllByTestId('participant').find((item) => item.textContent?.includes(name)) as HTMLElement;
  const markButton = (name: string) => screen.queryByRole('button', { name: `Mark ${name} absent` });
  const undoButton = (name: string) => screen.queryByRole('button', { name: `Undo ${name}'s absence` });

  it('offers "Absent" to those not checked in, guests too, and keeps the switch of those checked in', async () => {
    openStarted();
    expect(await screen.findByRole('button', { name: 'Mark Sara Ali absent' }, SLOW)).toBeTruthy();
    expect(markButton('Sara Ali')?.textContent).toBe('Absent');
    expect(markButton('Walk-in Huda')).not.toBeNull();
    expect(markButton('Omar Hassan')).toBeNull();
    expect(
      (screen.getByRole('switch', { name: 'Checked in: Omar Hassan' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.queryByTestId('attendance')).toBeNull();
  });

  it('marks a participant absent: the refreshed list shows the red Absent badge and Undo', async () => {
    openStarted();
    api.answers[SARA_ABSENT] = [200, { bookingId: 5, absent: true }];
    api.answers[PARTICIPANTS] = [
      200,
      [{ ...member, attendance: 'NO_SHOW' }, { ...omar, checkedIn: true }, guest],
    ];
    await press(await screen.findByRole('button', { name: 'Mark Sara Ali absent' }, SLOW));

    expect(await screen.findByRole('button', { name: "Undo Sara Ali's absence" }, SLOW)).toBeTruthy();
    expect(sent).toEqual([{ call: SARA_ABSENT, body: { absent: true } }]);
    expect(within(card('Sara Ali')).getByTestId('attendance').textContent).toBe('Absent');
    expect(markButton('Sara Ali')).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Checked in: Sara Ali' })).toBeNull();
    // The roll is still open: the others are as they were, and it can still be closed.
    expect(markButton('Walk-in Huda')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Close the roll' })).toBeTruthy();
    expect(screen.queryByTestId('roll-closed')).toBeNull();
  });

  it('takes an absence back with Undo', async () => {
    openStarted([{ ...member, attendance: 'NO_SHOW' }, guest]);
    const undo = await screen.findByRole('button', { name: "Undo Sara Ali's absence" }, SLOW);
    api.answers[SARA_ABSENT] = [200, { bookingId: 5, absent: false }];
    api.answers[PARTICIPANTS] = [200, [member, guest]];
    await press(undo);
    // The list read again after the call shows her as not yet checked in.
    expect(await screen.findByRole('button', { name: 'Mark Sara Ali absent' }, SLOW)).toBeTruthy();
    expect(sent).toEqual([{ call: SARA_ABSENT, body: { absent: false } }]);
    expect(within(card('Sara Ali')).queryByTestId('attendance')).toBeNull();
    expect(screen.getByRole('switch', { name: 'Checked in: Sara Ali' })).toBeTruthy();
  });

  it('keeps a roll where everyone is marked absent open while the server says it is open', async () => {
    openStarted([{ ...member, attendance: 'NO_SHOW' }]);
    expect(await screen.findByRole('button', { name: "Undo Sara Ali's absence" }, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close the roll' })).toBeTruthy();
    expect(screen.queryByTestId('roll-closed')).toBeNull();
  });

  it('shows the server’s words when it refuses, and leaves the participant as they were', async () => {
    openStarted();
    api.answers[SARA_ABSENT] = [
      409,
      'A participant can be marked absent once the class has started.',
      'ABSENT_TOO_EARLY',
    ];
    await press(await screen.findByRole('button', { name: 'Mark Sara Ali absent' }, SLOW));

    expect(await screen.findByText("Couldn't change the absence", {}, SLOW)).toBeTruthy();
    expect(screen.getByText('A participant can be marked absent once the class has started.')).toBeTruthy();
    expect(markButton('Sara Ali')).not.toBeNull();
    expect(within(card('Sara Ali')).queryByTestId('attendance')).toBeNull();
  });

  it('after a refusal saying the roll closed meanwhile, shows it closed as the refreshed list says', async () => {
    openStarted([{ ...member, attendance: 'NO_SHOW' }]);
    api.answers[SARA_ABSENT] = [
      409,
      'The roll of this class is closed: its attendance is final.',
      'ROLL_CLOSED',
    ];
    api.answers[PARTICIPANTS] = [200, [{ ...member, attendance: 'NO_SHOW', rollClosed: true }]];
    await press(await screen.findByRole('button', { name: "Undo Sara Ali's absence" }, SLOW));

    expect(
      await screen.findByText('The roll of this class is closed: its attendance is final.', {}, SLOW),
    ).toBeTruthy();
    expect(await screen.findByTestId('roll-closed', {}, SLOW)).toBeTruthy();
    expect(undoButton('Sara Ali')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close the roll' })).toBeNull();
    expect(within(card('Sara Ali')).getByTestId('attendance').textContent).toBe('Absent');
  });

  it('shows the roll closed after closing it with everyone absent, as the refreshed list says', async () => {
    openStarted([member]);
    await press(await screen.findByRole('button', { name: 'Close the roll' }, SLOW));
    const popup = await screen.findByRole('dialog', { name: 'Please confirm' }, SLOW);
    api.answers['POST /manage/sessions/77/roll'] = [200, { attended: 0, noShows: 1 }];
    api.answers[PARTICIPANTS] = [200, [{ ...member, attendance: 'NO_SHOW', rollClosed: true }]];
    await press(within(popup).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByTestId('roll-closed', {}, SLOW)).toBeTruthy();
    expect(within(card('Sara Ali')).getByTestId('attendance').textContent).toBe('Absent');
    expect(undoButton('Sara Ali')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close the roll' })).toBeNull();
  });

  it('says it in Arabic', async () => {
    await changeLanguage('ar');
    await loadNamespaces(['classManagement']);
    openStarted([member, { ...omar, attendance: 'NO_SHOW' }]);
    expect((await screen.findByRole('button', { name: 'سجّل غياب Sara Ali' }, SLOW)).textContent).toBe('غياب');
    expect(screen.getByRole('button', { name: 'تراجع عن غياب Omar Hassan' }).textContent).toBe('تراجع');
    expect(within(card('Omar Hassan')).getByTestId('attendance').textContent).toBe('غائب');
  });
});
