import {
  type ClassItemDto,
  type EligibilityResult,
  type JoinDecision,
  joinDecision,
  joinEligibility,
  type PackageBalance,
  type UserDto,
} from '@kinetic/domain';
import { classEditorPath } from '../../../lib/links';

type Input = Parameters<typeof joinDecision>[0];

/** The stored user's live packages as the join rules read them (steps 8 and 9 run here for the prompts). */
function toPackageBalance(summary: UserDto['userPackageDetailDtoList'][number]): PackageBalance {
  return {
    id: summary.id,
    packageType: summary.packageType as PackageBalance['packageType'],
    category: summary.packageCategoryType,
    kidId: summary.userKidId,
    gymId: summary.gymId,
    creditsBalance: summary.balance,
    classesLeft: summary.balanceClasses,
    unlimited: summary.unlimited,
    expiresAt: summary.expiryDate ? new Date(summary.expiryDate) : new Date(0),
    // A record stored before packages named their activities has none: the server decides those joins.
    classCategoryIds: summary.classCategoryIds ?? [],
  };
}

function decisionInput(item: ClassItemDto, user: UserDto | null, selectedKidId: number | null): Input {
  return {
    now: new Date(),
    session: {
      startsAt: new Date(item.startsAt),
      availableSeat: item.availableSeat,
      autoWaitListHours: item.autoWaitListTime,
      ageCategory: item.ageCategoryType,
      genderRule: item.classType,
      priceModel: item.priceModel,
      credit: item.credit,
      gymId: item.gymBranchDetail?.gymId ?? null,
      classCategoryId: item.classCategory?.id ?? null,
    },
    viewer: user && {
      gender: user.gender,
      mobile: user.mobile,
      kids: user.userKidsList.map((kid) => ({ id: kid.id, gender: kid.gender })),
      isParticipant: item.userJoinStatus,
    },
    selectedKidId,
    packages: (user?.userPackageDetailDtoList ?? []).map(toPackageBalance),
  };
}

/** SPEC 4.3 on the client, for the prompts; the server decides again and is the authority. */
export const clientJoinDecision = (
  item: ClassItemDto,
  user: UserDto | null,
  kidId: number | null,
): JoinDecision => joinDecision(decisionInput(item, user, kidId));

/** Who may go on the waitlist: the guest, kids, gender and mobile steps with the waitlist's texts. */
export const clientWaitlistEligibility = (
  item: ClassItemDto,
  user: UserDto | null,
  kidId: number | null,
): EligibilityResult => joinEligibility(decisionInput(item, user, kidId), 'waitlist');

/** Where EDIT leads trainers and gyms: the class editor of that class. */
export const editClassPath = (category: number, classId: number) => classEditorPath(category, classId);
