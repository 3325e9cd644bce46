/**
 * Wall-clock time in an IANA time zone (DESIGN 5: store instants, compute recurrences in the store's
 * zone). Pure Intl: no time-zone library, and the same answers in the browser and on the server.
 */
export interface ZonedParts {
  /** YYYY-MM-DD in the zone. */
  date: string;
  /** HH:mm (24-hour) in the zone. */
  time: string;
  /** 0 Sunday to 6 Saturday. */
  weekday: number;
  /** Minutes since local midnight, 0 to 1439. */
  minuteOfDay: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function wallClock(instantMs: number, timeZone: string) {
  const out: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') out[part.type] = Number(part.value);
  }
  return {
    year: out.year!,
    month: out.month!,
    day: out.day!,
    hour: out.hour! % 24,
    minute: out.minute!,
    second: out.second!,
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (Kuwait: +3 h). */
export function zoneOffsetMs(instant: Date | number, timeZone: string): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const w = wallClock(ms, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function zonedParts(instant: Date | number, timeZone: string): ZonedParts {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const w = wallClock(ms, timeZone);
  const date = `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
  return {
    date,
    time: `${pad(w.hour)}:${pad(w.minute)}`,
    weekday: weekdayOf(date),
    minuteOfDay: w.hour * 60 + w.minute,
  };
}

/**
 * The instant at which the zone's clocks show `date` `time`. A time skipped by a DST jump moves
 * forward by the jump (01:30 on a spring-forward night in London is 02:30 BST); a time that happens
 * twice takes the first occurrence.
 */
export function zonedToInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  const before = zoneOffsetMs(guess - 12 * 3_600_000, timeZone);
  const after = zoneOffsetMs(guess + 12 * 3_600_000, timeZone);
  const valid = [...new Set([before, after])]
    .map((offset) => guess - offset)
    .filter((candidate) => guess - zoneOffsetMs(candidate, timeZone) === candidate);
  if (valid.length > 0) return new Date(Math.min(...valid));
  return new Date(guess - before);
}

/** 0 Sunday to 6 Saturday for a calendar date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Calendar arithmetic on YYYY-MM-DD (no zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the week (Monday to Sunday, SPEC 2.1 userschedule) holding `date`. */
export function mondayOf(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

export function minutesToTime(minuteOfDay: number): string {
  return `${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}`;
}

export function timeToMinutes(time: string): number {
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return hh * 60 + mm;
}

/** An instant as a spreadsheet cell on the store's clock, 'YYYY-MM-DD HH:mm' (CSVs used to be in UTC). */
export function zonedCsvTime(instant: Date | string | number, timeZone: string): string {
  const parts = zonedParts(typeof instant === 'string' ? Date.parse(instant) : instant, timeZone);
  return `${parts.date} ${parts.time}`;
}

/** The clock a CSV's times are on, for its headers (no comma, so a header cell needs no quotes): 'Asia/Kuwait UTC+03:00'. */
export function csvZoneLabel(timeZone: string, at: Date | number = Date.now()): string {
  const minutes = Math.round(zoneOffsetMs(at, timeZone) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${timeZone} UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
