import { useForm } from '@mantine/form';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers';
import { changeLanguage, loadNamespaces, startI18n } from '../../../lib/i18n';
import { stubFontFaceSet } from '../../../test/font-face-set';
import { TEST_BRAND } from '../../../test/test-brand';
import type { BranchOption } from '../api/editor-options';
import { blankClass } from '../model/class-form';
import { ClassFieldsSection } from './ClassFieldsSection';

const BRANCHES: BranchOption[] = [
  { value: '5', label: 'Salmiya', womenOnly: true },
  { value: '6', label: 'Sharq', womenOnly: false },
];

function Editor({ branchId }: { branchId: string }) {
  const form = useForm({ initialValues: { ...blankClass('2026-12-06', null), gymBranchId: branchId } });
  return (
    <ClassFieldsSection
      form={form}
      categories={[{ id: 3, name: 'Yoga', icon: 'yoga' }]}
      branches={BRANCHES}
      currencyCode="KWD"
      storeId={1}
    />
  );
}

const whoMayJoin = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

/** A class at a women-only branch is women's: the editor shows it so instead of offering a choice (docs/adr/0047). */
describe('who may join a class at a women-only branch', () => {
  beforeAll(async () => {
    stubFontFaceSet();
    await startI18n();
    await loadNamespaces(['classManagement']);
  });
  afterEach(cleanup);
  afterAll(() => changeLanguage('en'));

  it('is women, fixed, with the reason, in English and Arabic', async () => {
    render(
      <Providers brand={TEST_BRAND}>
        <Editor branchId="5" />
      </Providers>,
    );
    expect(whoMayJoin(/^Who may join/).value).toBe('Female Only');
    expect(whoMayJoin(/^Who may join/).disabled).toBe(true);
    expect(screen.getByText('The branch is women-only: its classes are for women and girls.')).toBeTruthy();
    cleanup();
    await changeLanguage('ar');
    render(
      <Providers brand={TEST_BRAND}>
        <Editor branchId="5" />
      </Providers>,
    );
    expect(whoMayJoin(/^من يمكنه الانضمام/).disabled).toBe(true);
    expect(screen.getByText('الفرع مخصّص للنساء فقط: حصصه للنساء والفتيات.')).toBeTruthy();
  });

  it('is the gym’s choice at a mixed branch', async () => {
    await changeLanguage('en');
    render(
      <Providers brand={TEST_BRAND}>
        <Editor branchId="6" />
      </Providers>,
    );
    expect(whoMayJoin(/^Who may join/).disabled).toBe(false);
  });
});
