import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFeed, calendarFile } from './ics';

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

describe('calendarFeed', () => {
  const event = (n: number) => ({
    uid: `booking-${n}@kinetic.example`,
    start: new Date(`2026-12-0${n}T04:30:00Z`),
    end: new Date(`2026-12-0${n}T05:15:00Z`),
    stamp: new Date('2026-11-26T10:00:00Z'),
    summary: `Class ${n}; bring water, towel`,
    location: `${'Studio, Salmiya; '.repeat(6)}${n}`,
    organiser: 'Kinetic',
  });

  it('publishes every event under one named calendar, escaped, folded and CRLF-ended', () => {
    const ics = calendarFeed({
      name: 'Kinetic, classes; mine',
      organiser: 'Kinetic',
      events: [1, 2, 3].map(event),
    });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('\r\nMETHOD:PUBLISH\r\n');
    expect(ics).toContain('\r\nX-WR-CALNAME:Kinetic\\, classes\\; mine\r\n');
    expect(ics).toContain('\r\nSUMMARY:Class 2\\; bring water\\, towel\r\n');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // No bare LF: every line ends in CRLF, folded lines continue with CRLF and a space.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.split('\r\n').filter((line) => line.startsWith(' ')).length).toBeGreaterThanOrEqual(3);

    const calendar = new ICAL.Component(ICAL.parse(ics));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.uid)).toEqual([1, 2, 3].map((n) => `booking-${n}@kinetic.example`));
    expect(events[2]!.location).toBe(event(3).location);
    expect(events[1]!.startDate.toJSDate().toISOString()).toBe('2026-12-02T04:30:00.000Z');
    expect(events.every((e) => e.component.getFirstPropertyValue('status') === 'CONFIRMED')).toBe(true);
  });

  it('is an empty calendar, still valid, with no events', () => {
    const calendar = new ICAL.Component(ICAL.parse(calendarFeed({ name: 'K', organiser: 'K', events: [] })));
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(0);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
  });
});
