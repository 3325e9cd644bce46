import type { ManagedSessionDto } from '@kinetic/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { loadNamespaces, startI18n } from '../../../lib/i18n';
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

function openDrawer(session: ManagedSessionDto) {
  render(
    <Providers brand={TEST_BRAND}>
      <MemoryRouter>
        <ParticipantsDrawer session={session} isGym onClose={() => undefined} />
      </MemoryRouter>
    </Providers>,
  );
}

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
