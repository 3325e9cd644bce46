import { describe, expect, it } from 'vitest';
import { fitsRamadanHours } from './hours';
import { hijriDate, hijriParts, ramadanDates, ramadanOf, ramadanWithin, upcomingRamadan } from './ramadan';
import { ramadanHoursSchema } from './schemas';

/**
 * Against the Umm al-Qura calendar as published (ummulqura.org.sa, the calendar's own site, and
 * timeanddate.com's Umm al-Qura table): Ramadan 1447 runs Wednesday 18 February to Thursday
 * 19 March 2026 (30 days, Eid al-Fitr Friday 20 March); Ramadan 1448 runs Monday 8 February to
 * Monday 8 March 2027 (29 days, Eid Tuesday 9 March). Intl's islamic-umalqura (ICU) gives the same.
 * Sighting-based announcements may differ by a day; the gym's plan follows the calendar.
 */
describe('Ramadan dates (Umm al-Qura)', () => {
  it('finds Ramadan 1447 in 2026 and 1448 in 2027', () => {
    expect(ramadanDates(2026)).toEqual({ hijriYear: 1447, from: '2026-02-18', to: '2026-03-19' });
    expect(ramadanDates(2027)).toEqual({ hijriYear: 1448, from: '2027-02-08', to: '2027-03-08' });
    expect(ramadanOf(1448)).toEqual(ramadanDates(2027));
  });

  it('takes the running Ramadan, else the next', () => {
    expect(upcomingRamadan('2026-12-06').hijriYear).toBe(1448);
    expect(upcomingRamadan('2027-03-08').hijriYear).toBe(1448);
    expect(upcomingRamadan('2027-03-09').hijriYear).toBe(1449);
    expect(upcomingRamadan('2026-02-01').hijriYear).toBe(1447);
  });

  it('cuts a date range to its Ramadan days', () => {
    expect(ramadanWithin('2027-02-01', '2027-02-10')).toEqual({ from: '2027-02-08', to: '2027-02-10' });
    expect(ramadanWithin('2027-01-01', '2027-01-31')).toBeNull();
  });

  it('writes the Hijri date in both languages', () => {
    expect(hijriParts('2027-02-14')).toEqual({ year: 1448, month: 9, day: 7 });
    expect(hijriDate('2027-02-14', 'en')).toBe('7 Ramadan 1448');
    expect(hijriDate('2027-02-14', 'ar')).toBe('٧ رمضان ١٤٤٨');
  });
});

describe('Ramadan hours', () => {
  const jeddah = [
    { from: '14:00', to: '17:00' },
    { from: '21:00', to: '02:00' },
  ];
  it('fits a class inside one window, past midnight too', () => {
    expect(fitsRamadanHours('14:00', '15:00', jeddah)).toBe(true);
    expect(fitsRamadanHours('21:30', '23:00', jeddah)).toBe(true);
    expect(fitsRamadanHours('00:30', '01:30', jeddah)).toBe(true);
    expect(fitsRamadanHours('16:30', '17:30', jeddah)).toBe(false);
    expect(fitsRamadanHours('19:00', '20:00', jeddah)).toBe(false);
    expect(fitsRamadanHours('01:30', '02:30', jeddah)).toBe(false);
  });

  it('refuses overlapping or empty windows', () => {
    expect(ramadanHoursSchema.safeParse({ windows: jeddah }).success).toBe(true);
    const overlap = ramadanHoursSchema.safeParse({
      windows: [
        { from: '21:00', to: '02:00' },
        { from: '01:00', to: '03:00' },
      ],
    });
    expect(overlap.error?.issues[0]?.message).toBe(
      'These windows overlap. Give each hour to one window only.',
    );
    expect(ramadanHoursSchema.safeParse({ windows: [{ from: '10:00', to: '10:00' }] }).success).toBe(false);
    expect(ramadanHoursSchema.safeParse({ windows: [{ from: '25:00', to: '10:00' }] }).success).toBe(false);
  });
});
