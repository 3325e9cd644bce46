import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { longDate } from '../../lib/class-format';
import { loadNamespaces, startI18n } from '../../lib/i18n';
import { session } from '../../lib/session';
import { fakeApi } from '../../test/fake-api';
import { stubFontFaceSet } from '../../test/font-face-set';
import { TEST_BRAND } from '../../test/test-brand';
import { testClassItem } from '../../test/test-class';
import { testUser } from '../../test/test-user';
import { Providers, queryClient } from '../providers';
import MyClassesPage from './MyClassesPage';

/**
 * A partner's "booked" notification opens that session's participants on their
 * classes, on the session's own day even once it has passed.
 */
const api = fakeApi();
const fetchSpy = vi.fn(api.fetch);
const TRAINER_ID = 40;

function openPage(link: string) {
  render(
    <Providers brand={TEST_BRAND}>
      <MemoryRouter initialEntries={[link]}>
        <Routes>
          <Route path="/trainer/classes" element={<MyClassesPage />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}
/** The days the page asked GET /manage/sessions for. */
const askedDays = () =>
  fetchSpy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.endsWith('/manage/sessions'))
    .map((url) => url.searchParams.get('date'));

describe("the partner's own classes page", () => {
  beforeAll(async () => {
    stubFontFaceSet();
    await startI18n();
    await loadNamespaces(['classManagement', 'classes', 'membership', 'partnerReview']);
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(() => {
    cleanup();
    session.clear();
    api.reset();
    fetchSpy.mockClear();
    queryClient.clear();
  });
  afterAll(() => vi.unstubAllGlobals());

  it('opens the participants of the session the link names', async () => {
    session.update(testUser({ id: TRAINER_ID, userCategory: 2, trainerAllowEdit: true }));
    const spin = testClassItem({ classSessionId: 53, title: 'Spin' });
    api.answers['GET /manage/sessions'] = [
      200,
      [{ ...spin, bookedCount: 1, checkedInCount: 0, creditSeats: null, canEdit: true }],
    ];
    api.answers['GET /manage/sessions/53/participants'] = [200, []];
    api.answers['GET /manage/sessions/53/waitlist'] = [200, []];
    openPage('/trainer/classes?participants=53');
    const drawer = await screen.findByRole('dialog');
    expect(drawer.textContent).toContain('Spin');
    await act(async () => {
      await vi.waitFor(() => expect(api.calls).toContain('GET /manage/sessions/53/participants'));
    });
  });

  it("opens a past session's own day with its participants, and keeps that day once they are closed", async () => {
    session.update(testUser({ id: TRAINER_ID, userCategory: 2, trainerAllowEdit: true }));
    const day = '2026-03-02';
    const spin = testClassItem({ classSessionId: 54, title: 'Past Spin', classDate: day });
    api.answers['GET /manage/sessions'] = [
      200,
      [{ ...spin, bookedCount: 1, checkedInCount: 0, creditSeats: null, canEdit: true }],
    ];
    api.answers['GET /manage/sessions/54/participants'] = [200, []];
    api.answers['GET /manage/sessions/54/waitlist'] = [200, []];
    openPage(`/trainer/classes?date=${day}&participants=54`);
    const drawer = await screen.findByRole('dialog');
    expect(drawer.textContent).toContain('Past Spin');
    expect(askedDays()).toEqual([day]);
    expect(screen.getByRole('heading', { level: 2, name: longDate(day) })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close participants' }));
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { level: 2, name: longDate(day) })).toBeTruthy();
    expect(new Set(askedDays())).toEqual(new Set([day]));
  });
});
