import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFile } from './ics';

describe('calendarFile', () => {
  const event = {
    uid: 'booking-7@kinetic.example',
    start: new Date('2026-12-01T04:30:00Z'),
    end: new Date('2026-12-01T05:15:00Z'),
    stamp: new Date('2026-11-26T10:00:00.123Z'),
    summary: 'Yoga; stretch, breathe \\ relax',
    description: `Bring a mat.\nWater, towel; ${'long line '.repeat(20)}`,
    location: 'يوغا الشرق، فرع السالمية, Salmiya',
    url: 'https://kinetic.example/class/7',
    organiser: 'Kinetic',
  };

  it('writes UTC times, escapes text and folds long lines so a parser reads back what went in', () => {
    const ics = calendarFile(event);
    expect(ics).toContain('DTSTART:20261201T043000Z\r\n');
    expect(ics).toContain('DTEND:20261201T051500Z\r\n');
    expect(ics).toContain('DTSTAMP:20261126T100000Z\r\n');
    expect(ics).toContain('SUMMARY:Yoga\\; stretch\\, breathe \\\\ relax\r\n');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.split('\r\n').some((line) => line.startsWith(' '))).toBe(true);

    const parsed = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
    expect(parsed.uid).toBe(event.uid);
    expect(parsed.summary).toBe(event.summary);
    expect(parsed.description).toBe(event.description);
    expect(parsed.location).toBe(event.location);
    expect(parsed.startDate.toJSDate().toISOString()).toBe(event.start.toISOString());
    expect(parsed.endDate.toJSDate().toISOString()).toBe(event.end.toISOString());
  });

  it('marks a cancelled booking CANCELLED', () => {
    expect(calendarFile({ ...event, status: 'CANCELLED' })).toContain('STATUS:CANCELLED\r\n');
  });
});
