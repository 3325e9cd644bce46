import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers';
import { changeLanguage, loadNamespaces, startI18n } from '../../../lib/i18n';
import { TEST_BRAND } from '../../../test/test-brand';
import { StarRatingInput } from './StarRatingInput';

function Rated({ error }: { error?: string }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <StarRatingInput legend="Your rating" value={value} onChange={setValue} error={error} />
      <output data-testid="value">{value ?? 'none'}</output>
    </>
  );
}

/** The star form's control: a radio group of five named stars, keyboard and pointer alike. */
describe('the star rating input', () => {
  beforeAll(async () => {
    await startI18n();
    await loadNamespaces(['reviews']);
  });
  afterEach(async () => {
    cleanup();
    await changeLanguage('en');
  });

  const open = (error?: string) =>
    render(
      <Providers brand={TEST_BRAND}>
        <Rated error={error} />
      </Providers>,
    );

  it('is a group named by its legend with one radio per star, and a click chooses', () => {
    open();
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(group).toBeTruthy();
    const stars = screen.getAllByRole('radio');
    expect(stars.map((star) => star.closest('label')?.textContent)).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(screen.getByTestId('value').textContent).toBe('4');
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says its error and ties it to the group; names the stars in Arabic', async () => {
    await changeLanguage('ar');
    open('اختر من نجمة واحدة إلى 5 نجوم.');
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe(
      'اختر من نجمة واحدة إلى 5 نجوم.',
    );
    expect(screen.getByRole('radio', { name: 'نجمة واحدة' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'نجمتان' })).toBeTruthy();
  });
});
