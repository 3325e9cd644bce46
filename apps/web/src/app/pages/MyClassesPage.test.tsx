import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces, startI18n } from '../../lib/i18n';
import { session } from '../../lib/session';
import { fakeApi } from '../../test/fake-api';
import { stubFontFaceSet } from '../../test/font-face-set';
import { TEST_BRAND } from '../../test/test-brand';
import { testClassItem } from '../../test/test-class';
import { testUser } from '../../test/test-user';
import { Providers, queryClient } from '../providers';
import MyClassesPage from './MyClassesPage';

/** Issue 33 item 6: a partner's "booked" notification opens that session's participants on their classes. */
const api = fakeApi();
const TRAINER_ID = 40;

describe("the partner's own classes page", () => {
  beforeAll(async () => {
    stubFontFaceSet();
    await startI18n();
    await loadNamespaces(['classManagement', 'classes', 'membership', 'partnerReview']);
    vi.stubGlobal('fetch', vi.fn(api.fetch));
  });
  afterEach(() => {
    cleanup();
    session.clear();
    api.reset();
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
    render(
      <Providers brand={TEST_BRAND}>
        <MemoryRouter initialEntries={['/trainer/classes?participants=53']}>
          <Routes>
            <Route path="/trainer/classes" element={<MyClassesPage />} />
          </Routes>
        </MemoryRouter>
      </Providers>,
    );
    const drawer = await screen.findByRole('dialog');
    expect(drawer.textContent).toContain('Spin');
    await act(async () => {
      await vi.waitFor(() => expect(api.calls).toContain('GET /manage/sessions/53/participants'));
    });
  });
});
