import { type ClassItemDto, PRICE_MODEL_LABEL, to12Hour } from '@kinetic/domain';

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
