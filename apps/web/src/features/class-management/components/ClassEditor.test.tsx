import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { loadNamespaces, startI18n } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { stubFontFaceSet } from '../../../test/font-face-set';
import { TEST_BRAND } from '../../../test/test-brand';
import { testUser } from '../../../test/test-user';
import type { ClassEditDto } from '../api/contract';
import { ClassEditor } from './ClassEditor';

/** A save whose picture the server refused reports one outcome, not two. */
const api = fakeApi();
const TRAINER = testUser({ id: 40, userCategory: 2, trainerAllowEdit: true });
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const EXISTING: ClassEditDto = {
  classId: 7,
  ownerId: 40,
  title: 'Morning Yoga',
  description: 'Stretch and breathe.',
  classCategoryId: 3,
  subClassCategoryId: null,
  priceModel: 'PHYSICAL',
  credit: 1,
  price: 0,
  currencyCode: 'KWD',
  currencyDecimals: 3,
  timeZone: 'Asia/Kuwait',
  classType: 'MIXED',
  fitnessLevel: 'BASIC',
  ageCategoryType: 'ADULTS',
  showAvailableSeatType: 'SHOWALL',
  reminder: null,
  reminderMinutes: null,
  specialNote: null,
  autoWaitListHours: null,
  videoClass: false,
  isSpecialProgram: false,
  gymBranchId: null,
  hasGym: true,
  venue: null,
  trainerId: 40,
  trainerLocked: true,
  mediaIds: [],
  media: [],
  timings: [],
};

describe('saving a class whose new picture the server refuses', () => {
  beforeAll(async () => {
    stubFontFaceSet();
    await startI18n();
    await loadNamespaces(['classManagement', 'classes']);
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    // The browser took the picture (its bytes look like a PNG); the server decodes it and refuses.
    vi.stubGlobal('createImageBitmap', vi.fn().mockResolvedValue({ close() {} }));
  });
  afterAll(() => {
    cleanup();
    session.clear();
    vi.unstubAllGlobals();
  });

  it('says the class was saved and the picture was not, once', async () => {
    session.update(TRAINER);
    api.answers['POST /media'] = [415, 'Only JPEG, PNG or WebP images can be uploaded.', '415'];
    api.answers['PUT /manage/classes/7'] = [200, { message: 'Class updated successfully.' }];
    const onSaved = vi.fn();
    render(
      <Providers brand={TEST_BRAND}>
        <MemoryRouter>
          <ClassEditor
            user={TRAINER}
            categories={[{ id: 3, name: 'Yoga', icon: 'yoga' }]}
            today="2026-12-05"
            currencyCode="KWD"
            decimals={3}
            existing={EXISTING}
            onSaved={onSaved}
          />
        </MemoryRouter>
      </Providers>,
    );
    const input = document.querySelector<HTMLInputElement>('input[type="file"][multiple]')!;
    await act(async () => {
      fireEvent.change(input, {
        target: { files: [new File([Uint8Array.from(PNG_SIGNATURE)], 'photo.png', { type: 'image/png' })] },
      });
    });
    await screen.findByTestId('class-image');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(await screen.findByText('Class updated')).toBeTruthy();
    expect(
      screen.getByText('Class updated successfully but image upload failed. 1 of 1 image upload failed.'),
    ).toBeTruthy();
    expect(screen.queryByText("Couldn't save the class")).toBeNull();
  });
});
