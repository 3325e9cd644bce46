import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers';
import { changeLanguage, loadNamespaces, startI18n } from '../../../lib/i18n';
import { TEST_BRAND } from '../../../test/test-brand';
import { PrayerNote } from './PrayerNote';

/** A class page names the prayers that fall during the session, at the venue's time (docs/adr/0047). */
function showNote(prayersDuring: { name: 'MAGHRIB' | 'ISHA'; at: string }[]) {
  render(
    <Providers brand={TEST_BRAND}>
      <PrayerNote item={{ prayersDuring, timeZone: 'Asia/Kuwait' }} />
    </Providers>,
  );
}

describe('the prayer note of a class page', () => {
  beforeAll(async () => {
    await startI18n();
    await loadNamespaces(['classes']);
  });
  afterEach(async () => {
    cleanup();
    await changeLanguage('en');
  });

  it('names each prayer and its time at the venue', () => {
    showNote([
      { name: 'MAGHRIB', at: '2025-01-01T14:01:00.000Z' },
      { name: 'ISHA', at: '2025-01-01T15:23:00.000Z' },
    ]);
    expect(screen.getByTestId('prayer-note').textContent).toBe(
      'Maghrib at 05:01 PM falls during this class.Isha at 06:23 PM falls during this class.',
    );
  });

  it('shows nothing when no prayer falls during the class', () => {
    showNote([]);
    expect(screen.queryByTestId('prayer-note')).toBeNull();
  });

  it('reads in Arabic', async () => {
    await changeLanguage('ar');
    await loadNamespaces(['classes']);
    showNote([{ name: 'MAGHRIB', at: '2025-01-01T14:01:00.000Z' }]);
    expect(screen.getByTestId('prayer-note').textContent).toBe(
      'يحين أذان المغرب الساعة ٠٥:٠١ م أثناء هذه الحصة.',
    );
  });
});
