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
import { ERRORS, type ErrorArg, type ErrorCode, type ErrorEntry, errorMessage } from '../errors';
import { CATALOGUE_MSG } from '../gym-admin/catalogue-messages';
import { TEAM_MSG } from '../gym-admin/team';
import { MSG } from '../messages';
import { NOTIFICATION_TEMPLATES } from '../notifications/types';
import { UNLIMITED_CLASSES_TEXT } from '../payments/allowance';
import { PAYMENT_MSG } from '../payments/messages';
import { PRAYER_LABEL, VENUE_MSG } from '../prayers/prayers';
import { PRAYER_LABEL_AR, VENUE_MSG_AR } from '../prayers/prayers.ar';
import { RAMADAN_MSG } from '../ramadan/messages';
import { RAMADAN_MSG_AR } from '../ramadan/messages.ar';
import { REVIEW_MSG } from '../reviews/messages';
import { REVIEW_MSG_AR } from '../reviews/reviews.ar';
import { CATALOGUE_MSG_AR, TEAM_MSG_AR } from './catalogue.ar';
import {
  AGE_CATEGORY_LABEL_AR,
  arabicCount,
  CLASS_PLATFORM_LABEL_AR,
  CM_MSG_AR,
  COUNT_NOUNS_AR,
  DAY_NAMES_AR,
  DAY_SHORT_NAMES_AR,
  FITNESS_LEVEL_LABEL_AR,
  GENDER_RULE_LABEL_AR,
  GYM_ROLE_LABEL_AR,
  JOIN_BUTTON_LABEL_AR,
  PAYMENT_MSG_AR,
  PRICE_MODEL_LABEL_AR,
  SINGLE_TEXTS_AR,
  TIME_BUCKET_LABEL_AR,
  TRAINER_TYPE_LABEL_AR,
  WAITLIST_MSG_AR,
  WORKOUT_TIME_LABEL_AR,
} from './catalogues.ar';
import { ERRORS_AR } from './errors.ar';
import {
  type Language,
  localise,
  registerArabic,
  registerArabicPattern,
  registerArabicPrefix,
  setTwin,
} from './localise';
import { MSG_AR } from './messages.ar';
import { NOTIFICATION_TEMPLATES_AR } from './notifications.ar';

/**
 * The domain's Arabic: every catalogue registered with `localise` as this module loads. The
 * API loads it with the domain (the package index); the web app loads it as a chunk of its own when a
 * reader turns to Arabic (lib/i18n/language.ts).
 */

/** The message of a catalogue error in `language`, with its argument where the text names something. */
export function localisedErrorMessage<C extends ErrorCode>(
  code: C,
  language: Language,
  ...arg: [ErrorArg<C>] extends [never] ? [] : [ErrorArg<C>]
): string {
  if (language !== 'ar') return (errorMessage as (c: ErrorCode, ...a: unknown[]) => string)(code, ...arg);
  const twin = ERRORS_AR[code] as string | ((arg: unknown) => string);
  const text = typeof twin === 'function' ? twin(arg[0]) : twin;
  // A text a rule chose arrives in English: its Arabic twin is in the table.
  return localise(text, language);
}

// The domain's catalogues, registered once as this module loads.
registerArabic(MSG, MSG_AR);
registerArabic(CM_MSG, CM_MSG_AR);
registerArabic(WAITLIST_MSG, WAITLIST_MSG_AR);
registerArabic(PAYMENT_MSG, PAYMENT_MSG_AR);
registerArabic(CATALOGUE_MSG, CATALOGUE_MSG_AR);
registerArabic(TEAM_MSG, TEAM_MSG_AR);
registerArabic(REVIEW_MSG, REVIEW_MSG_AR);
registerArabic(VENUE_MSG, VENUE_MSG_AR);
registerArabic(RAMADAN_MSG, RAMADAN_MSG_AR);
registerArabic(NOTIFICATION_TEMPLATES, NOTIFICATION_TEMPLATES_AR);
for (const code of Object.keys(ERRORS) as ErrorCode[]) {
  const english = (ERRORS[code] as ErrorEntry).message;
  const arabic = ERRORS_AR[code];
  if (typeof english === 'string' && typeof arabic === 'string') setTwin(english, arabic);
}
registerArabic(PRICE_MODEL_LABEL, PRICE_MODEL_LABEL_AR);
registerArabic(GENDER_RULE_LABEL, GENDER_RULE_LABEL_AR);
registerArabic(FITNESS_LEVEL_LABEL, FITNESS_LEVEL_LABEL_AR);
registerArabic(AGE_CATEGORY_LABEL, AGE_CATEGORY_LABEL_AR);
registerArabic(CLASS_PLATFORM_LABEL, CLASS_PLATFORM_LABEL_AR);
registerArabic(DAY_SHORT_NAMES, DAY_SHORT_NAMES_AR);
registerArabic(DAY_NAMES, DAY_NAMES_AR);
registerArabic(TIME_BUCKET_LABEL, TIME_BUCKET_LABEL_AR);
registerArabic(JOIN_BUTTON_LABEL, JOIN_BUTTON_LABEL_AR);
registerArabic(TRAINER_TYPE_LABEL, TRAINER_TYPE_LABEL_AR);
registerArabic(GYM_ROLE_LABEL, GYM_ROLE_LABEL_AR);
registerArabic(PRAYER_LABEL, PRAYER_LABEL_AR);
for (const time of WORKOUT_TIMES) setTwin(time.label, WORKOUT_TIME_LABEL_AR[time.value]);
setTwin(VIDEO_MOBILE_WEB_MESSAGE, SINGLE_TEXTS_AR.videoMobileWeb);
setTwin(UNLIMITED_CLASSES_TEXT, SINGLE_TEXTS_AR.unlimitedClasses);
// "in a minute" has no number for the function's pattern to find.
setTwin(MSG.accountLocked(1), MSG_AR.accountLocked(1));
registerArabicPrefix(PAYMENT_MSG.bookingFailedAfterPayment, PAYMENT_MSG_AR.bookingFailedAfterPayment);
registerArabicPrefix(PAYMENT_MSG.paymentSuccessBooked, PAYMENT_MSG_AR.paymentSuccessBooked, ' ');
// Counts ('3 credits', '1 class left'): Arabic numbers agree with their noun.
const COUNTED = /^(\d+) (credit|credits|class|classes|day|days|week|weeks|month|months)( left)?$/;
registerArabicPattern({
  match: COUNTED,
  order: [0, 1, 2],
  render: (count, noun, left) => {
    const singular = noun === 'classes' || noun === 'class' ? 'class' : (noun ?? '').replace(/s$/, '');
    const text = arabicCount(Number(count), COUNT_NOUNS_AR[singular]!);
    return left ? `متبقي ${text}` : text;
  },
});
