/** One class in a calendar (RFC 5545): what a booking's .ics says. */
export interface CalendarEvent {
  /** Stable per booking, so importing the same event twice updates it instead of adding a second. */
  uid: string;
  start: Date;
  end: Date;
  /** When the file was made. */
  stamp: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  /** PRODID's owner: the brand's name. */
  organiser: string;
  /** CANCELLED removes the event from calendars that imported it. */
  status?: 'CONFIRMED' | 'CANCELLED';
}

/** 2026-11-26T14:05:00.000Z → 20261126T140500Z: every time in UTC, so no time zone table is needed. */
const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export const escapeIcsText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets fold onto continuation lines starting with a space (RFC 5545 3.1), never inside a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** One VEVENT's lines: the one event writer of the booking's file, its cancellation and the feeds. */
function eventLines(event: CalendarEvent): string[] {
  const cancelled = event.status === 'CANCELLED';
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    // A cancellation is a later SEQUENCE of the same UID (RFC 5546 3.2.5): calendars that took the
    // booking's event remove it.
    `SEQUENCE:${cancelled ? 1 : 0}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.status ?? 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

/** VCALENDAR around `events`, CRLF line ends, folded (RFC 5545). */
function calendarOf(
  organiser: string,
  method: 'PUBLISH' | 'CANCEL',
  events: CalendarEvent[],
  header: string[] = [],
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(organiser)}//Class booking//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...header,
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** A calendar file with one event: PUBLISH, or CANCEL for a cancelled one. */
export function calendarFile(event: CalendarEvent): string {
  return calendarOf(event.organiser, event.status === 'CANCELLED' ? 'CANCEL' : 'PUBLISH', [event]);
}

/** How often a subscribed calendar should look again (RFC 7986 REFRESH-INTERVAL, and Outlook's own). */
const FEED_REFRESH = 'PT1H';

/**
 * A subscription feed (METHOD:PUBLISH) of many events: the calendar's name shows in the calendar app;
 * an event missing from a later fetch is gone from the calendar, which is how a cancellation leaves.
 */
export function calendarFeed(feed: { name: string; organiser: string; events: CalendarEvent[] }): string {
  return calendarOf(feed.organiser, 'PUBLISH', feed.events, [
    `X-WR-CALNAME:${escapeIcsText(feed.name)}`,
    `NAME:${escapeIcsText(feed.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH}`,
    `X-PUBLISHED-TTL:${FEED_REFRESH}`,
  ]);
}
