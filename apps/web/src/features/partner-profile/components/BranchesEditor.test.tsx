import { useForm } from '@mantine/form';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers';
import { changeLanguage, loadNamespaces, startI18n } from '../../../lib/i18n';
import { stubFontFaceSet } from '../../../test/font-face-set';
import { TEST_BRAND } from '../../../test/test-brand';
import { blankBranch, type GymFormValues, toGymBody } from '../model/profile-forms';
import { BranchesEditor } from './BranchesEditor';

/** A gym marks a branch closed for prayers and women-only (docs/adr/0047); the saved body carries both. */
let latest: GymFormValues | null = null;

function Editor() {
  const form = useForm<GymFormValues>({
    initialValues: {
      studioName: 'Lotus',
      website: '',
      bio: '',
      activityIds: [],
      branches: [{ ...blankBranch(), id: 7, name: 'Salmiya', latitude: 29.33, longitude: 48.07 }],
      gender: '',
      phone: '',
      mainLocation: '',
      latitude: '',
      longitude: '',
    },
    onValuesChange: (values) => {
      latest = values;
    },
  });
  return <BranchesEditor form={form} cities={[]} localities={[]} />;
}

const show = () =>
  render(
    <Providers brand={TEST_BRAND}>
      <Editor />
    </Providers>,
  );

describe("a branch's prayer and women-only switches", () => {
  beforeAll(async () => {
    // The instructions box grows with its text.
    stubFontFaceSet();
    await startI18n();
    await loadNamespaces(['partnerProfile']);
  });
  afterEach(async () => {
    cleanup();
    latest = null;
    await changeLanguage('en');
  });

  it('starts off, and turned on, goes into the saved body', async () => {
    show();
    const prayers = screen.getByRole('switch', { name: /^Closed for prayers/ });
    const women = screen.getByRole('switch', { name: /^Women only/ });
    expect((prayers as HTMLInputElement).checked).toBe(false);
    expect((women as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/only female trainers can teach classes here/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(prayers);
      fireEvent.click(women);
    });
    const [branch] = toGymBody(latest!).branches!;
    expect(branch).toMatchObject({ id: 7, closedForPrayers: true, womenOnly: true });
  });

  it('reads in Arabic', async () => {
    await changeLanguage('ar');
    await loadNamespaces(['partnerProfile']);
    show();
    expect(screen.getByRole('switch', { name: /^يُغلق وقت الصلاة/ })).toBeTruthy();
    expect(screen.getByRole('switch', { name: /^للنساء فقط/ })).toBeTruthy();
  });
});
