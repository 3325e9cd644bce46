import { describe, expect, it } from 'vitest';
import { GYM_ROLE_LABEL, TRAINER_TYPE_LABEL } from '../account/user-category';
import { WORKOUT_TIMES } from '../catalog/catalog';
import { CM_MSG } from '../class-management/messages';
import { WAITLIST_MSG } from '../class-management/waitlist';
import {
  AGE_CATEGORY_LABEL,
  CLASS_PLATFORM_LABEL,
  DAY_NAMES,
  DAY_SHORT_NAMES,
  FITNESS_LEVEL_LABEL,
  GENDER_RULE_LABEL,
  PRICE_MODEL_LABEL,
} from '../classes/enums';
import { JOIN_BUTTON_LABEL } from '../classes/join-button';
import { TIME_BUCKET_LABEL } from '../classes/time-buckets';
import { VIDEO_MOBILE_WEB_MESSAGE } from '../classes/video-join';
import { ERRORS, type ErrorCode, type ErrorEntry, errorMessage } from '../errors';
import { CATALOGUE_MSG } from '../gym-admin/catalogue-messages';
import { MSG } from '../messages';
import { UNLIMITED_CLASSES_TEXT } from '../payments/allowance';
import { PAYMENT_MSG } from '../payments/messages';
import { localisedErrorMessage } from './arabic';
import { languageFromAcceptLanguage, linkLanguage, localise } from './localise';
import { NATIONALITIES, nationalityIn } from './nationalities.ar';

const ARABIC_LETTER = /[\u0600-\u06FF]/;
/** An English word of three letters or more left in an Arabic text (names and codes are allowed). */
const ALLOWED_LATIN =
  /\b(Kinetic|Instagram|Facebook|YouTube|Zoom|JPEG|PNG|WebP|asOf|Idempotency-Key|Google|Apple|https?)\b/g;

function expectArabic(english: string, where: string) {
  const arabic = localise(english, 'ar');
  expect(arabic, `${where}: "${english}" has no Arabic twin`).not.toBe(english);
  expect(arabic, where).toMatch(ARABIC_LETTER);
  const placeholders = (text: string) => (text.match(/\$[a-zA-Z]+/g) ?? []).sort();
  expect(placeholders(arabic), `${where}: placeholders`).toEqual(placeholders(english));
  expect(arabic.replace(ALLOWED_LATIN, '').replace(/\$[a-zA-Z]+/g, ''), where).not.toMatch(/[A-Za-z]{3,}/);
}

/** Every string of a catalogue, and every function called with a sample argument. */
function texts(catalogue: object, prefix: string): [string, string][] {
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') out.push([`${prefix}.${key}`, value]);
    else if (typeof value === 'function')
      out.push([`${prefix}.${key}()`, key === 'genderOnly' ? value('MALE') : value(7, 9)]);
  }
  return out;
}

describe('Arabic twins of the domain texts', () => {
  const catalogues = {
    MSG,
    CM_MSG,
    CATALOGUE_MSG,
    WAITLIST_MSG,
    PAYMENT_MSG,
    PRICE_MODEL_LABEL,
    GENDER_RULE_LABEL,
    FITNESS_LEVEL_LABEL,
    AGE_CATEGORY_LABEL,
    CLASS_PLATFORM_LABEL,
    DAY_SHORT_NAMES,
    DAY_NAMES,
    TIME_BUCKET_LABEL,
    JOIN_BUTTON_LABEL,
    TRAINER_TYPE_LABEL,
    GYM_ROLE_LABEL,
  };

  it('gives every string and every function text of every catalogue an Arabic twin', () => {
    for (const [name, catalogue] of Object.entries(catalogues))
      for (const [where, english] of texts(catalogue, name)) expectArabic(english, where);
    for (const time of WORKOUT_TIMES) expectArabic(time.label, `WORKOUT_TIMES.${time.value}`);
    expectArabic(VIDEO_MOBILE_WEB_MESSAGE, 'VIDEO_MOBILE_WEB_MESSAGE');
    expectArabic(UNLIMITED_CLASSES_TEXT, 'UNLIMITED_CLASSES_TEXT');
  });

  it('gives every ERRORS entry an Arabic message, also those a rule chooses', () => {
    for (const code of Object.keys(ERRORS) as ErrorCode[]) {
      const entry = ERRORS[code] as ErrorEntry;
      const render = localisedErrorMessage as (c: ErrorCode, l: 'en' | 'ar', ...a: unknown[]) => string;
      // A chosen text is one of the catalogue's; others take a name or a number.
      const arg = entry.message === ERRORS.INVALID_FIELD.message ? MSG.classFull : 5;
      const english = typeof entry.message === 'function' ? entry.message(arg) : entry.message;
      expect(render(code, 'en', arg), code).toBe(english);
      const arabic = render(code, 'ar', arg);
      expect(arabic, code).toMatch(ARABIC_LETTER);
      expect(localise(english, 'ar'), code).toBe(arabic);
    }
  });

  it('renders texts built from an argument in Arabic with the same argument', () => {
    expect(localise(MSG.maxLength(50), 'ar')).toBe('الحد الأقصى 50 حرفًا.');
    expect(localise(MSG.oauthFailed('Google'), 'ar')).toBe('تعذّر تسجيل الدخول عبر Google. حاول مرة أخرى.');
    expect(localise(MSG.genderOnly('FEMALE'), 'ar')).toBe('هذه الحصة للنساء فقط');
    expect(localise(CM_MSG.imagesFailed(2, 5), 'ar')).toBe('تعذّر رفع 2 من 5 صور.');
    expect(localisedErrorMessage('FILE_TOO_LARGE', 'ar', 5)).toBe('حجم هذه الصورة أكبر من 5 ميغابايت.');
    expect(localise('3 credits', 'ar')).toBe('3 نقاط');
    expect(localise('1 class left', 'ar')).toBe('متبقي حصة واحدة');
    expect(
      localise('A seat freed up in Yoga Flow on Mon 12 Jan: you have been booked from the waitlist.', 'ar'),
    ).toBe('توفر مكان في Yoga Flow يوم Mon 12 Jan: تم حجزك من قائمة الانتظار.');
    expect(localise(`${PAYMENT_MSG.bookingFailedAfterPayment}${MSG.classFull}`, 'ar')).toBe(
      `تم الدفع بنجاح وأُضيفت النقاط إلى حسابك، لكن تعذّر حجز الحصة: ${localise(MSG.classFull, 'ar')}`,
    );
  });

  it('keeps English exactly as the SPEC words it, and unknown texts as they are', () => {
    expect(localise(MSG.emailExists, 'en')).toBe('Email already exist.Try other email.');
    expect(errorMessage('SERVER_ERROR')).toBe('Some Server Error Occured Try again later.');
    expect(MSG.minLength(6)).toBe('Field must contain atleast 6 characters.');
    expect(PRICE_MODEL_LABEL.PHYSICAL).toBe('At Gym');
    expect(localise('Zumba with Sara', 'ar')).toBe('Zumba with Sara');
  });

  it('reads the caller language from Accept-Language', () => {
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
    expect(languageFromAcceptLanguage('ar')).toBe('ar');
    expect(languageFromAcceptLanguage('ar-KW,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(languageFromAcceptLanguage('en-US,en;q=0.9,ar;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage('fr-FR, ar;q=0.5')).toBe('ar');
    expect(languageFromAcceptLanguage('en;q=0.2, ar;q=0.7')).toBe('ar');
    expect(languageFromAcceptLanguage('de, fr')).toBe('en');
  });

  it("reads a link's language from its query (?lang=), ignoring languages we do not speak", () => {
    expect(linkLanguage('?lang=ar')).toBe('ar');
    expect(linkLanguage('?category=2&lang=AR')).toBe('ar');
    expect(linkLanguage(new URLSearchParams('lang=en'))).toBe('en');
    expect(linkLanguage('?lang=fr')).toBeNull();
    expect(linkLanguage('')).toBeNull();
  });
});

describe('nationalities in the reader’s language', () => {
  it('shows every nationality of the list in Arabic, and a stored one it does not know as stored', () => {
    for (const nationality of NATIONALITIES) {
      expect(nationalityIn(nationality, 'ar')).toMatch(/^[\u0600-\u06ff ]+$/);
      expect(nationalityIn(nationality, 'en')).toBe(nationality);
    }
    expect(nationalityIn('Kuwaiti', 'ar')).toBe('كويتي');
    expect(nationalityIn('Martian', 'ar')).toBe('Martian');
  });
});
