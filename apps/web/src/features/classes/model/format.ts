import { type ClassItemDto, currencyDecimals as domainDecimals, to12Hour } from '@kinetic/domain';
import dayjs from 'dayjs';

/** The store's decimals when known, else the domain's for the currency (DESIGN 5; KWD/BHD 3, SAR 2). */
export const currencyDecimals = (currencyCode: string, known?: number) =>
  known ?? domainDecimals(currencyCode);

/** SPEC 9: 12-hour time with AM/PM on the store's clock; a USD store adds the AST label. */
export function timeRange(item: Pick<ClassItemDto, 'fromTime' | 'toTime' | 'currencyCode'>): string {
  const range = `${to12Hour(item.fromTime)} - ${to12Hour(item.toTime)}`;
  return item.currencyCode.toUpperCase() === 'USD' ? `${range} AST` : range;
}

export const longDate = (isoDate: string) => dayjs(isoDate).format('dddd, D MMMM YYYY');
export const shortDate = (isoDate: string) => dayjs(isoDate).format('ddd, D MMM');

/** The seed draws a picture per activity; a class without media shows its activity's picture. */
export const activityPicture = (icon: string) => `/media/activity/${icon}.svg`;
export const classPicture = (item: Pick<ClassItemDto, 'classMedia' | 'classCategory'>) =>
  item.classMedia.mediaUrl ?? activityPicture(item.classCategory.icon);

/** Who runs the class, as one line: the gym and branch, else the trainer. */
export function hostLine(item: Pick<ClassItemDto, 'gymBranchDetail' | 'trainerDetail'>): string {
  const branch = item.gymBranchDetail;
  if (branch) return branch.branchName ? `${branch.gymName} · ${branch.branchName}` : branch.gymName;
  const trainer = item.trainerDetail;
  return trainer ? `${trainer.firstName} ${trainer.lastName}`.trim() : '';
}

export const trainerName = (trainer: NonNullable<ClassItemDto['trainerDetail']>) =>
  `${trainer.firstName} ${trainer.lastName}`.trim();
