import {
  availableSeatText,
  type ClassItemDto,
  DAY_SHORT_NAMES,
  localise,
  minutesToTime,
  nameIn,
  ratingAverage,
  type WishType,
} from '@kinetic/domain';
import type { Viewer } from '../../lib/viewer';
import type { ClassItemRow } from './class-items.repository';

export type { Viewer };

export interface ViewerMarks {
  bookingId: number | null;
  wishType: WishType | null;
}

type Enum<K extends keyof ClassItemDto> = ClassItemDto[K];

export function toClassItem(row: ClassItemRow, viewer: Viewer, marks: ViewerMarks): ClassItemDto {
  const availableSeat = Math.max(0, row.seats - row.booked);
  const seatDisplay = row.seatDisplay as Enum<'showAvailableSeatType'>;
  const language = viewer.language ?? 'en';
  return {
    classSessionId: row.sessionId,
    classId: row.classId,
    classTimingId: row.classTimingId,
    title: row.title,
    description: row.description,
    classDate: row.localDate,
    fromTime: minutesToTime(row.fromMinute),
    toTime: minutesToTime(row.toMinute),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    timeZone: row.timeZone,
    credit: viewer.isPrime ? 0 : row.credit,
    price: row.price,
    currencyCode: row.currencyCode,
    priceModel: row.priceModel as Enum<'priceModel'>,
    availableSeat,
    availableSeatText: availableSeatText(availableSeat, seatDisplay),
    totalSeat: row.seats,
    showAvailableSeatType: seatDisplay,
    classType: row.genderRule as Enum<'classType'>,
    ageCategoryType: row.ageCategory as Enum<'ageCategoryType'>,
    fitnessLevel: row.fitnessLevel as Enum<'fitnessLevel'>,
    classCategory: row.category && {
      id: row.category.id,
      name: nameIn(row.category, language),
      icon: row.category.icon,
    },
    subClassCategoryId: row.subClassCategoryId,
    userJoinStatus: marks.bookingId !== null,
    bookingId: marks.bookingId,
    wishType: marks.wishType,
    autoWaitListTime: row.autoWaitListHours,
    videoClass: row.videoClass,
    isSpecialProgram: row.isSpecialProgram,
    platform: row.platform as Enum<'platform'>,
    reminder: row.reminder,
    specialNote: row.specialNote,
    classDayList: [...row.days]
      .sort()
      .map((day) => ({ day, name: localise(DAY_SHORT_NAMES[day] ?? '', language) })),
    fromDate: row.timingFromDate,
    toDate: row.timingToDate,
    classMedia: { mediaUrl: row.mediaUrl, mediaThumbNailUrl: row.mediaThumbnailUrl },
    managers: { ownerUserId: row.ownerUserId, gymUserId: row.gymId, trainerUserIds: row.trainerUserIds },
    trainerDetail: row.trainer && {
      id: row.trainer.id,
      firstName: row.trainer.firstName,
      lastName: row.trainer.lastName,
      profileImageThumbnail: row.trainer.image,
    },
    gymBranchDetail:
      row.gymId === null || !row.branch
        ? null
        : {
            gymId: row.gymId,
            branchId: row.branch.id,
            gymName: row.branch.studioName ?? '',
            branchName: row.branch.name,
            localityName:
              row.branch.localityName === null
                ? null
                : nameIn({ name: row.branch.localityName, nameAr: row.branch.localityNameAr }, language),
            address: row.branch.address,
            latitude: row.branch.latitude,
            longitude: row.branch.longitude,
            studioInstruction: row.branch.studioInstruction,
            mediaThumbNailUrl: row.mediaThumbnailUrl,
            womenOnly: row.branch.womenOnly,
          },
    venue: row.venue && {
      name: row.venue.name,
      address: row.venue.address,
      localityId: row.venue.localityId,
      localityName:
        nameIn({ name: row.venue.localityName ?? '', nameAr: row.venue.localityNameAr }, language) || null,
      latitude: row.venue.latitude,
      longitude: row.venue.longitude,
    },
    ratingAverage: ratingAverage(row.ratingTotal, row.ratingCount),
    ratingCount: row.ratingCount,
  };
}
