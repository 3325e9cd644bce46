import type { PtTrainer } from '@kinetic/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { loadNamespaces, startI18n } from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { TEST_BRAND } from '../../../test/test-brand';
import { PtTrainerModal } from './PtTrainerModal';

/** "Add hours" adds a row that overlaps none, so the trainer saves as it stands. */
const api = fakeApi();
const sent: unknown[] = [];
const TRAINER: PtTrainer = {
  id: 7,
  trainerUserId: 21,
  name: 'Omar Saleh',
  email: 'omar@kinetic.test',
  profileThumbnailUrl: null,
  price: 15_000,
  currencyCode: 'KWD',
  sessionMinutes: 60,
  active: true,
  hours: [{ weekday: 0, startTime: '09:00', endTime: '17:00' }],
};

describe('the PT trainer dialog', () => {
  beforeAll(async () => {
    await startI18n();
    await loadNamespaces(['gymPtTrainers']);
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.body) sent.push(JSON.parse(String(init.body)));
        return api.fetch(input, init);
      }),
    );
  });
  afterEach(() => {
    cleanup();
    api.reset();
    sent.length = 0;
  });
  afterAll(() => vi.unstubAllGlobals());

  it('adds hours on the next free day and saves them', async () => {
    api.answers['PUT /manage/pt-trainers/7'] = [200, TRAINER];
    const onClose = vi.fn();
    render(
      <Providers brand={TEST_BRAND}>
        <MemoryRouter>
          <PtTrainerModal existing={TRAINER} currencyCode="KWD" decimals={3} onClose={onClose} />
        </MemoryRouter>
      </Providers>,
    );
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Add hours' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });

    expect(screen.queryByRole('alert')).toBeNull();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls).toContain('PUT /manage/pt-trainers/7');
    expect(sent).toEqual([
      expect.objectContaining({
        hours: [
          { weekday: 0, startTime: '09:00', endTime: '17:00' },
          { weekday: 1, startTime: '09:00', endTime: '17:00' },
        ],
      }),
    ]);
  });
});
