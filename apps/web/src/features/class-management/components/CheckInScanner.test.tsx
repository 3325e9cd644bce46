import type { ManagedSessionDto } from '@kinetic/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { loadNamespaces, startI18n } from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { stubFontFaceSet } from '../../../test/font-face-set';
import { TEST_BRAND } from '../../../test/test-brand';
import { testClassItem } from '../../../test/test-class';
import { testParticipant } from '../../../test/test-participant';
import { ParticipantsDrawer } from './ParticipantsDrawer';

/**
 * The desk checks a member in by the code of their booking. Where the camera cannot be had
 * (refused, none, or no camera API at all) the scanner says so and the code is typed instead.
 */
const api = fakeApi();
const member = testParticipant();
const SCAN = 'POST /manage/sessions/77/check-in-by-code';
/** The bodies of the check-in-by-code calls, in order. */
const sent: unknown[] = [];
/** The API's refusal of a used code (with who and when in its data), when a test sets it. */
let usedAnswer: unknown = null;

function sessionStartingIn(minutes: number): ManagedSessionDto {
  const startsAt = new Date(Date.now() + minutes * 60_000);
  return {
    ...testClassItem({ classSessionId: 77, startsAt: startsAt.toISOString(), fromTime: '18:30' }),
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

/** What navigator.mediaDevices is during a test (happy-dom has none of its own). */
function cameraIs(mediaDevices: unknown) {
  Object.defineProperty(navigator, 'mediaDevices', { value: mediaDevices, configurable: true });
}

async function openScanner() {
  openDrawer(sessionStartingIn(30));
  fireEvent.click(await screen.findByRole('button', { name: 'Scan a code' }));
  // The scanner's chunk loads when first asked for: a busy machine takes longer than a second.
  return screen.findByRole('textbox', { name: 'Check-in code' }, { timeout: 5000 });
}

describe('checking in by a typed code when the camera cannot be had', () => {
  beforeAll(async () => {
    stubFontFaceSet();
    await startI18n();
    await loadNamespaces(['classManagement']);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes('check-in-by-code')) {
          sent.push(JSON.parse(String(init?.body)));
          if (usedAnswer) return Response.json(usedAnswer, { status: 409 });
        }
        return api.fetch(input, init);
      }),
    );
  });
  beforeEach(() => {
    api.reset();
    sent.length = 0;
    usedAnswer = null;
    api.answers['GET /manage/sessions/77/participants'] = [200, [member]];
    api.answers['GET /manage/sessions/77/waitlist'] = [200, []];
  });
  afterEach(() => {
    cleanup();
    cameraIs(undefined);
  });
  afterAll(() => vi.unstubAllGlobals());

  it('when camera access is refused, says so; the typed code checks the member in', async () => {
    const getUserMedia = vi.fn().mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    cameraIs({ getUserMedia });
    api.answers[SCAN] = [
      200,
      { participant: { ...member, checkedIn: true }, checkedInAt: new Date().toISOString() },
    ];
    const field = await openScanner();
    expect(await screen.findByTestId('camera-off')).toHaveProperty(
      'textContent',
      "The camera could not be opened. Type the code from the member's booking instead.",
    );
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('scanner-video').style.display).toBe('none');

    fireEvent.change(field, { target: { value: 'abcd efgh-jkmn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect((await screen.findByTestId('scan-outcome')).textContent).toBe('Sara Ali is checked in.');
    expect(sent).toEqual([{ code: 'ABCDEFGHJKMN' }]);
    // Cleared for the next member.
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('without any camera API, the code is typed; the server’s refusal is shown in its words', async () => {
    cameraIs(undefined);
    api.answers[SCAN] = [
      404,
      'This code is not a booking of this class. Check that it is the code of this class.',
      'CHECK_IN_CODE_UNKNOWN',
    ];
    const field = await openScanner();
    await screen.findByTestId('camera-off');
    fireEvent.change(field, { target: { value: 'ABCD-EFGH-JKMN' } });
    fireEvent.submit(field.closest('form')!);
    expect((await screen.findByTestId('scan-outcome')).textContent).toBe(
      'This code is not a booking of this class. Check that it is the code of this class.',
    );
    expect(api.calls.filter((call) => call === SCAN)).toHaveLength(1);
  });

  it('a used code says who was checked in, at the time in this screen’s clock', async () => {
    cameraIs(undefined);
    usedAnswer = {
      statusCode: 409,
      data: { name: 'Sara Ali', time: '18:05', checkedInAt: '2026-12-10T15:05:00.000Z', bookingId: 5 },
      errorMessage: 'This code has already been used: Sara Ali was checked in at 18:05.',
      code: 'ALREADY_CHECKED_IN',
    };
    const field = await openScanner();
    fireEvent.change(field, { target: { value: 'ABCD-EFGH-JKMN' } });
    fireEvent.submit(field.closest('form')!);
    expect((await screen.findByTestId('scan-outcome')).textContent).toBe(
      'This code has already been used: Sara Ali was checked in at 06:05 PM.',
    );
  });

  it('nothing is sent for an empty field, and the scanner closes', async () => {
    cameraIs(undefined);
    const field = await openScanner();
    expect(screen.getByRole('button', { name: 'Check in' })).toHaveProperty('disabled', true);
    fireEvent.submit(field.closest('form')!);
    fireEvent.click(screen.getByRole('button', { name: 'Close the scanner' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Check-in code' })).toBeNull());
    expect(sent).toEqual([]);
    expect(screen.getByRole('button', { name: 'Scan a code' })).toBeTruthy();
  });

  it('the day before the class there is nothing to scan yet', async () => {
    openDrawer(sessionStartingIn(24 * 60));
    await screen.findByRole('switch', { name: 'Checked in: Sara Ali' });
    expect(screen.getByTestId('check-in-opens')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Scan a code' })).toBeNull();
  });
});
