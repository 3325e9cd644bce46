/**
 * A branch's Ramadan hours: a few windows of the day, 'HH:mm' to 'HH:mm'; a window whose end is not
 * after its start runs past midnight (21:00 to 02:00). A class fits when it starts and ends inside one
 * window (a class itself never runs past midnight, SPEC 5).
 */
export interface RamadanWindow {
  from: string;
  to: string;
}

const minutesOf = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};

export function fitsRamadanHours(
  fromTime: string,
  toTime: string,
  windows: readonly RamadanWindow[],
): boolean {
  const start = minutesOf(fromTime);
  const end = minutesOf(toTime);
  return windows.some((w) => {
    const from = minutesOf(w.from);
    const to = minutesOf(w.to);
    if (from < to) return start >= from && end <= to;
    // Past midnight: the evening part to the day's end, or the small hours up to its end.
    return start >= from || end <= to;
  });
}

/** The windows as one line: '14:00–17:00, 21:00–02:00'. */
export const windowsText = (windows: readonly RamadanWindow[]) =>
  windows.map((w) => `${w.from}–${w.to}`).join(', ');
