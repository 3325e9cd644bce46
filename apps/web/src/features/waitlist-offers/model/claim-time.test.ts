import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, startI18n } from '../../../lib/i18n';
import { claimByText } from './claim-time';

const NOW = new Date('2026-11-23T15:00:00.000Z'); // 18:00 in Kuwait

describe('until when a seat offer may be claimed', () => {
  beforeAll(() => startI18n());
  afterEach(() => changeLanguage('en'));

  it("reads the time on the class's clock when that is today there", () => {
    expect(claimByText({ expiresAt: '2026-11-23T15:40:00.000Z', timeZone: 'Asia/Kuwait' }, NOW)).toBe(
      '06:40 PM',
    );
  });

  it('adds the day when the window runs past midnight there', () => {
    expect(claimByText({ expiresAt: '2026-11-23T21:30:00.000Z', timeZone: 'Asia/Kuwait' }, NOW)).toBe(
      'Tue 24 Nov, 12:30 AM',
    );
  });

  it('reads in Arabic for an Arabic reader', async () => {
    await changeLanguage('ar');
    const text = claimByText({ expiresAt: '2026-11-23T15:40:00.000Z', timeZone: 'Asia/Kuwait' }, NOW);
    expect(text).not.toMatch(/[A-Za-z]/);
  });
});
