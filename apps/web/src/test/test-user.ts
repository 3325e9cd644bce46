import type { UserDto } from '@kinetic/domain';

/** A signed-in user as the API describes them (a customer unless changed), for component tests. */
export function testUser(changes: Partial<UserDto> = {}): UserDto {
  return {
    id: 11,
    email: 'layla@kinetic.test',
    firstName: 'Layla',
    lastName: 'Ahmed',
    userCategory: 1,
    storeId: 1,
    currencyCode: 'KWD',
    gender: 'FEMALE',
    mobile: '+96550000000',
    dob: null,
    nationality: null,
    location: null,
    profileImageThumbnail: null,
    trainerAllowEdit: false,
    userKidsList: [],
    walletDto: { balance: 0, currencyCode: 'KWD' },
    userPackageDetailDtoList: [],
    buyMembership: false,
    subscriptionTrail: {
      subscribeText: null,
      subscribeApplied: false,
      subscribeRenewText: null,
      trailOfferApplied: false,
    },
    userDetailMappingList: [],
    timePreference: [],
    loginThrough: 'EMAIL',
    language: 'en',
    ...changes,
  };
}
