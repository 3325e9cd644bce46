/** The signed-in user's record on the server: one reader of `/users/me`, one shape of an account change. */
export { changeMobile, useChangeMobile } from './api/change-mobile';
export { useGuestCountry } from './api/guest-country';
export { useChooseLanguage, useLinkLanguageKept } from './api/language';
export {
  fetchMe,
  fetchMeWithToken,
  ME_QUERY_KEY,
  refreshStoredUser,
  useMe,
  useStoredUserKeptFresh,
} from './api/me';
export { type UserChangeResult, useApplyUserChange } from './api/user-change';
