import { type ClassItemDto, PRICE_MODEL_LABEL, to12Hour, zonedParts } from '@kinetic/domain';

/** How a class's day, time, place and cost read in lists (SPEC 9: 12-hour time; credits or money). */
export function classDayLabel(classDate: string): string {
  const date = new Date(`${classDate}T00:00:00Z`);
  return date.toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/** An instant as people read it on the store's clock: 'Wed 25 Nov, 09:41 AM' (SPEC 9: 12-hour time). */
export function instantLabel(instant: string | Date, timeZone: string): string {
  const parts = zonedParts(new Date(instant), timeZone);
  return `${classDayLabel(parts.date)}, ${to12Hour(parts.time)}`;
}

export function classTimeRange(item: Pick<ClassItemDto, 'fromTime' | 'toTime'>): string {
  return `${to12Hour(item.fromTime)} – ${to12Hour(item.toTime)}`;
}

export function classPlace(item: ClassItemDto): string {
  const branch = item.gymBranchDetail;
  if (branch) {
    const where = branch.localityName ?? branch.branchName;
    return where ? `${branch.gymName}, ${where}` : branch.gymName;
  }
  return item.videoClass ? PRICE_MODEL_LABEL.VIRTUAL : PRICE_MODEL_LABEL[item.priceModel];
}
