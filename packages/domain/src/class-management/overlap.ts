/** SPEC 4.5 and 5: a new session must not overlap the owner's (or its trainer's) other sessions. */
export interface Interval {
  startsAt: Date;
  endsAt: Date;
}

/** Half-open intervals: a class ending at 10:00 does not clash with one starting at 10:00. */
export function intervalsOverlap(a: Interval, b: Interval): boolean {
  return a.startsAt.getTime() < b.endsAt.getTime() && b.startsAt.getTime() < a.endsAt.getTime();
}

/**
 * The earliest existing session that one of the candidates overlaps, with that candidate; null when
 * none does. A sweep over both lists sorted by start, so a year of weekly sessions stays cheap.
 */
export function findOverlap<T extends Interval, C extends Interval>(
  candidates: readonly C[],
  existing: readonly T[],
): { candidate: C; existing: T } | null {
  const cs = [...candidates].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const es = [...existing].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  let best: { candidate: C; existing: T } | null = null;
  let j = 0;
  for (const c of cs) {
    // Existing sessions that end before this candidate starts cannot clash with later candidates either.
    while (j < es.length && es[j]!.endsAt.getTime() <= c.startsAt.getTime()) j++;
    for (let k = j; k < es.length && es[k]!.startsAt.getTime() < c.endsAt.getTime(); k++) {
      const e = es[k]!;
      if (intervalsOverlap(c, e) && (!best || e.startsAt < best.existing.startsAt)) {
        best = { candidate: c, existing: e };
      }
    }
    if (best) return best;
  }
  return best;
}
