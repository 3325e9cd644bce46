import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces, startI18n } from '../../lib/i18n';
import { session } from '../../lib/session';
import { fakeApi } from '../../test/fake-api';
import { TEST_BRAND } from '../../test/test-brand';
import { testUser } from '../../test/test-user';
import { Providers, queryClient } from '../providers';
import GymReportsPage from './GymReportsPage';

/** Every gym's totals are the master gym's; no other gym's Reports page asks for them. */
const api = fakeApi();
const MASTER_GYM_ID = 1;
const GYMS_ROUTE = 'GET /manage/reports/gyms';

async function openReportsAs(gymId: number) {
  session.update(testUser({ id: gymId, userCategory: 3 }));
  api.answers['GET /cancellation-policy'] = [
    200,
    { masterGymId: MASTER_GYM_ID, addSubActivityClassGymId: null, waitListPopUpMessage: '' },
  ];
  api.answers[GYMS_ROUTE] = [200, { rows: [], total: 0, page: 0, size: 20 }];
  render(
    <Providers brand={TEST_BRAND}>
      <MemoryRouter>
        <GymReportsPage />
      </MemoryRouter>
    </Providers>,
  );
  await screen.findByRole('heading', { level: 1 });
  // Let the policy and the panels' queries settle.
  await act(async () => {
    await vi.waitFor(() => expect(api.calls.some((call) => call.startsWith('GET /manage/'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
}

describe('the Reports page', () => {
  beforeAll(async () => {
    await startI18n();
    await loadNamespaces(['gymAdmin', 'gymReports']);
    vi.stubGlobal('fetch', vi.fn(api.fetch));
  });
  afterEach(() => {
    cleanup();
    session.clear();
    api.reset();
    // Each gym starts from nothing kept: the app's one query client outlives a render.
    queryClient.clear();
  });
  afterAll(() => vi.unstubAllGlobals());

  it('does not ask a gym other than the master gym for every gym’s totals', async () => {
    await openReportsAs(42);
    expect(api.calls).not.toContain(GYMS_ROUTE);
  });

  it('asks the master gym for every gym’s totals', async () => {
    await openReportsAs(MASTER_GYM_ID);
    await vi.waitFor(() => expect(api.calls).toContain(GYMS_ROUTE));
  });
});
