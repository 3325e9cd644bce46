import type { UserDto } from '@kinetic/domain';

/** The refund-policy object kept after login (SPEC 3.1): the master gym decides special handling. */
export interface RefundPolicy {
  masterGymId: number | null;
  addSubActivityClassGymId: number | null;
  waitListPopUpMessage: string;
}

/** SPEC 3.1: what the browser keeps between visits. */
const KEYS = {
  token: 'kinetic.token',
  user: 'kinetic.user',
  userType: 'kinetic.userType',
  storeId: 'kinetic.storeId',
  searchedTerm: 'kinetic.searchedTerm',
  socialLogin: 'kinetic.socialLogin',
  refundPolicy: 'kinetic.refundPolicy',
  language: 'kinetic.language',
  digits: 'kinetic.digits',
} as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key) ?? sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) {
      localStorage.removeItem(key);
      sessionStorage.removeItem(key);
    } else localStorage.setItem(key, value);
  } catch {
    // Private mode or full storage: the session then lasts for this page only.
  }
}

export const storage = {
  token: () => read(KEYS.token),
  user(): UserDto | null {
    const raw = read(KEYS.user);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as UserDto;
    } catch {
      return null;
    }
  },
  storeId(): number {
    return Number(read(KEYS.storeId)) || 0;
  },
  saveSession(token: string, user: UserDto) {
    write(KEYS.token, token);
    write(KEYS.user, JSON.stringify(user));
    write(KEYS.userType, String(user.userCategory));
    write(KEYS.storeId, String(user.storeId));
  },
  saveUser(user: UserDto) {
    write(KEYS.user, JSON.stringify(user));
    write(KEYS.userType, String(user.userCategory));
    write(KEYS.storeId, String(user.storeId));
  },
  setStoreId(storeId: number) {
    write(KEYS.storeId, String(storeId));
  },
  clearSession() {
    for (const key of [KEYS.token, KEYS.user, KEYS.userType, KEYS.socialLogin, KEYS.refundPolicy])
      write(key, null);
  },
  refundPolicy(): RefundPolicy | null {
    const raw = read(KEYS.refundPolicy);
    try {
      return raw ? (JSON.parse(raw) as RefundPolicy) : null;
    } catch {
      return null;
    }
  },
  setRefundPolicy: (policy: RefundPolicy) => write(KEYS.refundPolicy, JSON.stringify(policy)),
  searchedTerm: () => read(KEYS.searchedTerm) ?? '',
  setSearchedTerm: (term: string) => write(KEYS.searchedTerm, term),
  /** The language chosen in this browser ('en' or 'ar'), kept across sign-outs. */
  language: () => read(KEYS.language),
  setLanguage: (language: string) => write(KEYS.language, language),
  /** 'latn' when an Arabic reader keeps Western digits (0-9). */
  digits: () => read(KEYS.digits),
  setDigits: (digits: string | null) => write(KEYS.digits, digits),
};
