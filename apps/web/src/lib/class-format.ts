import { type ClassItemDto, PRICE_MODEL_LABEL, to12Hour } from '@kinetic/domain';
import { formatMoney } from './format';

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

/** SPEC 9: package and PT models show money; others credits. A prime brand hides credits (SPEC 1). */
export function classCostLabel(item: ClassItemDto, isPrime: boolean): string | null {
  if (item.priceModel === 'FOC') return PRICE_MODEL_LABEL.FOC;
  if (item.priceModel === 'PT' || item.priceModel === 'AUTOJOINWITHPACKAGE') {
    return formatMoney(item.price, item.currencyCode);
  }
  if (isPrime) return null;
  if (item.credit === 0) return PRICE_MODEL_LABEL.FOC;
  return item.credit === 1 ? '1 credit' : `${item.credit} credits`;
}
