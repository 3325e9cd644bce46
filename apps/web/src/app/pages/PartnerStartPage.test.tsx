import type { OnboardingDto, UserCategory } from '@kinetic/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadNamespaces, startI18n } from '../../lib/i18n';
import { session } from '../../lib/session';
import { fakeApi } from '../../test/fake-api';
import { stubFontFaceSet } from '../../test/font-face-set';
import { TEST_BRAND } from '../../test/test-brand';
import { testUser } from '../../test/test-user';
import { Providers, queryClient } from '../providers';
import PartnerStartPage from './PartnerStartPage';

/**
 * A new partner landed on the class list with no next step. Their first screen is now
 * a checklist: how far they are, and each step with the screen that does it.
 */
const api = fakeApi();

const trainerList: OnboardingDto = {
  kind: 'TRAINER',
  steps: [
    { key: 'PHOTO', done: false },
    { key: 'BIO', done: true },
    { key: 'CLASS', done: false },
  ],
  done: 1,
  total: 3,
};

const gymList: OnboardingDto = {
  kind: 'GYM',
  steps: [
    { key: 'PHOTO', done: false },
    { key: 'BIO', done: false },
    { key: 'BRANCH', done: true },
    { key: 'CLASS', done: false },
  ],
  done: 1,
  total: 4,
};

function show(path: '/trainer/start' | '/gym/start', category: UserCategory) {
  session.update(testUser({ id: 40, userCategory: category }));
  render(
    <Providers brand={TEST_BRAND}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={<PartnerStartPage />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

const stepNamed = (name: string) => screen.getByRole('listitem', { name });

describe('a new partner’s checklist page', () => {
  beforeAll(async () => {
    stubFontFaceSet();
    await startI18n();
    await loadNamespaces(['partnerOnboarding', 'partnerReview']);
    vi.stubGlobal('fetch', vi.fn(api.fetch));
  });
  afterEach(() => {
    cleanup();
    session.clear();
    api.reset();
    queryClient.clear();
  });
  afterAll(() => vi.unstubAllGlobals());

  it('shows a trainer how far they are, each step done or not with the screen that does it', async () => {
    api.answers['GET /manage/onboarding'] = [200, trainerList];
    show('/trainer/start', 2);
    expect(screen.getByRole('heading', { level: 1, name: 'Get started' })).toBeTruthy();
    // Loading first: the skeleton says so.
    expect(screen.getByRole('status', { busy: true })).toBeTruthy();

    expect(await screen.findByText('1 of 3 done')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Your progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('33');

    const steps = within(screen.getByRole('list', { name: 'First steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('aria-label'))).toEqual([
      'Add a profile photo',
      'Write your bio',
      'Create your first class',
      'Set up your payouts',
    ]);
    expect(within(stepNamed('Add a profile photo')).getByText('To do')).toBeTruthy();
    expect(within(stepNamed('Write your bio')).getByText('Done')).toBeTruthy();
    expect(
      within(stepNamed('Add a profile photo'))
        .getByRole('link', { name: 'Add a photo' })
        .getAttribute('href'),
    ).toBe('/trainer/editProfile');
    expect(
      within(stepNamed('Create your first class'))
        .getByRole('link', { name: 'Create a class' })
        .getAttribute('href'),
    ).toBe('/trainer/classes/new');
    // No payout details in the product: the step is to contact us.
    expect(
      within(stepNamed('Set up your payouts')).getByRole('link', { name: 'Contact us' }).getAttribute('href'),
    ).toBe('/contact');
    expect(screen.queryByText('Add your branch')).toBeNull();
  });

  it('asks a gym for its branch too, each step opening the gym’s screens', async () => {
    api.answers['GET /manage/onboarding'] = [200, gymList];
    show('/gym/start', 3);
    expect(await screen.findByText('1 of 4 done')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Your progress' }).getAttribute('aria-valuenow')).toBe(
      '25',
    );
    expect(within(stepNamed('Add your branch')).getByText('Done')).toBeTruthy();
    expect(
      within(stepNamed('Add your branch'))
        .getByRole('link', { name: 'Edit: Add your branch' })
        .getAttribute('href'),
    ).toBe('/gym/editProfile');
    expect(
      within(stepNamed('Create your first class'))
        .getByRole('link', { name: 'Create a class' })
        .getAttribute('href'),
    ).toBe('/gym/classes/new');
  });

  it('says when the checklist could not be loaded, and tries again', async () => {
    api.answers['GET /manage/onboarding'] = [403, 'You are not allowed to do that.'];
    show('/trainer/start', 2);
    expect(await screen.findByText('Your checklist could not be loaded')).toBeTruthy();
    api.answers['GET /manage/onboarding'] = [200, trainerList];
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByText('1 of 3 done')).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    await changeLanguage('ar');
    try {
      api.answers['GET /manage/onboarding'] = [200, gymList];
      show('/gym/start', 3);
      expect(await screen.findByText('أنجزت ١ من ٤')).toBeTruthy();
      expect(screen.getByRole('listitem', { name: 'أضف فرعك' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'تواصل معنا' }).getAttribute('href')).toBe('/contact');
    } finally {
      await changeLanguage('en');
    }
  });
});
