import {
  type Gender,
  isLanguage,
  type Language,
  type LoginResult,
  nameIn,
  type UserCategory,
  type UserDto,
} from '@kinetic/domain';
import type { AccountRecord } from './users.repository';

/** The one place a stored user becomes the UserDto of SPEC 3.1 (the web app keeps it as "the user"). */
export function toUserDto(
  { user, storeCurrency, walletBalance, kids, activities, packages }: AccountRecord,
  language: Language = 'en',
): UserDto {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    userCategory: user.category as UserCategory,
    storeId: user.storeId,
    currencyCode: storeCurrency,
    gender: (user.gender as Gender | null) ?? null,
    mobile: user.mobile,
    dob: user.dob,
    nationality: user.nationality,
    location: user.location,
    profileImageThumbnail: user.profileImageUrl,
    trainerAllowEdit: user.trainerAllowEdit,
    userKidsList: kids.map((kid) => ({
      id: kid.id,
      name: kid.name,
      dob: kid.dob,
      gender: kid.gender as Gender,
    })),
    walletDto: { balance: walletBalance, currencyCode: storeCurrency },
    userPackageDetailDtoList: packages,
    // Fixed in the user record's shape: memberships and subscriptions are read from the payments calls.
    buyMembership: false,
    subscriptionTrail: {
      subscribeText: null,
      subscribeApplied: false,
      subscribeRenewText: null,
      trailOfferApplied: false,
    },
    // Activity names in the reader's language.
    userDetailMappingList: activities.map((activity) => ({
      id: activity.id,
      classCategoryId: activity.classCategoryId,
      classCategoryName: nameIn(
        { name: activity.classCategoryName, nameAr: activity.classCategoryNameAr },
        language,
      ),
    })),
    timePreference: user.timePreference,
    loginThrough: user.loginThrough as UserDto['loginThrough'],
    language: isLanguage(user.language) ? user.language : 'en',
  };
}

export function toLoginResult(token: string, user: UserDto): LoginResult {
  return {
    token,
    user,
    userCategory: user.userCategory,
    storeId: user.storeId,
    userPackageDetailDtoList: user.userPackageDetailDtoList,
  };
}
