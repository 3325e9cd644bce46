import type { UserPackageSummaryDto } from '../classes/dto';
import type { Gender } from '../common/fields';
import type { UserCategory } from './user-category';

/** The stored user record of SPEC 3.1, as the API returns it and the web app keeps it. */
export interface KidDto {
  id: number;
  name: string;
  dob: string;
  gender: Gender;
}

/** A live package of the user (SPEC 3.1 userPackageDetailDtoList). */
export type UserPackageSummary = UserPackageSummaryDto;

export interface UserDto {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  userCategory: UserCategory;
  storeId: number;
  currencyCode: string;
  gender: Gender | null;
  mobile: string | null;
  dob: string | null;
  nationality: string | null;
  location: string | null;
  profileImageThumbnail: string | null;
  trainerAllowEdit: boolean;
  userKidsList: KidDto[];
  walletDto: { balance: number; currencyCode: string };
  userPackageDetailDtoList: UserPackageSummary[];
  buyMembership: boolean;
  subscriptionTrail: {
    subscribeText: string | null;
    subscribeApplied: boolean;
    subscribeRenewText: string | null;
    trailOfferApplied: boolean;
  };
  userDetailMappingList: { id: number; classCategoryId: number; classCategoryName: string }[];
  timePreference: string[];
  loginThrough: 'EMAIL' | 'GOOGLE' | 'FACEBOOK';
}

export interface LoginResult {
  token: string;
  user: UserDto;
  userCategory: UserCategory;
  storeId: number;
  userPackageDetailDtoList: UserPackageSummary[];
}
