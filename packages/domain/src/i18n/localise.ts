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
import { MSG } from '../messages';
import { NOTIFICATION_TEMPLATES } from '../notifications/types';
import { UNLIMITED_CLASSES_TEXT } from '../payments/allowance';
import { PAYMENT_MSG } from '../payments/messages';
import { CATALOGUE_MSG_AR } from './catalogue.ar';
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
import { MSG_AR } from './messages.ar';
import { NOTIFICATION_TEMPLATES_AR } from './notifications.ar';

/**
 * The domain's texts in the reader's language (issue 11). The domain writes its messages and labels in
 * English, as the SPEC words them; `ARABIC` gives each its Arabic twin, keyed by the English text, so
 * the API (error answers, e-mails) and the web (form checks, labels) translate one way. Texts built by
 * a function (`Maximum length 50 characters.`) are recognised by the function's shape and rendered by
 * its Arabic twin with the same arguments.
 */
export type Language = 'en' | 'ar';
export const LANGUAGES = ['en', 'ar'] as const satisfies readonly Language[];

/** Any caller that names no language we speak reads English, the SPEC's language. */
const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'ar';

/**
 * The query parameter a link names its language with (`?lang=ar`): the web app reads it first, the
 * server writes the page in it, and the hreflang alternates point at it.
 */
export const LANGUAGE_PARAM = 'lang';

/** The language a link's query asked for (`ar`, `AR`, `en`), if it names one we speak. */
export function linkLanguage(search: URLSearchParams | string): Language | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const asked = params.get(LANGUAGE_PARAM)?.toLowerCase();
  return isLanguage(asked) ? asked : null;
}

/** English domain text -> its Arabic. Built from the domain's catalogues (messages, labels, checks). */
const ARABIC = new Map<string, string>();

interface Pattern {
  match: RegExp;
  /** The capture groups' argument positions, in the order they appear in the text. */
  order: number[];
  render: (...args: string[]) => string;
}
/** English texts built by a function -> the Arabic function; tried in order when no exact text matches. */
const PATTERNS: Pattern[] = [];

// biome-ignore lint/suspicious/noExplicitAny: catalogue functions take numbers or names; the pattern passes text.
type TextFunction = (...args: any[]) => string;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Registers a function's texts: `english(...args)` reads as `arabic(...args)`. */
function registerArabicFunction(english: TextFunction, arabic: TextFunction): void {
  const arity = Math.max(english.length, 1);
  const sentinels = Array.from({ length: arity }, (_, i) => `\u0001${i}\u0002`);
  const sample = english(...sentinels);
  const order: number[] = [];
  let source = '';
  let rest = sample;
  while (rest.length > 0) {
    const at = rest.indexOf('\u0001');
    if (at < 0) {
      source += escapeRegExp(rest);
      break;
    }
    source += escapeRegExp(rest.slice(0, at));
    const end = rest.indexOf('\u0002', at);
    order.push(Number(rest.slice(at + 1, end)));
    source += '(.+?)';
    rest = rest.slice(end + 1);
  }
  if (order.length === 0) return;
  PATTERNS.push({ match: new RegExp(`^${source}$`, 's'), order, render: arabic });
}

const PLACEHOLDER = /\$[a-zA-Z]+/g;

/**
 * One text and its twin. A text with placeholders (`$className on $classDate`) is also recognised once
 * they are filled in (a stored notification): the Arabic gets the same values.
 */
function setTwin(english: string, arabic: string): void {
  ARABIC.set(english, arabic);
  const names = english.match(PLACEHOLDER);
  if (!names) return;
  const source = english.split(PLACEHOLDER).map(escapeRegExp).join('(.+?)');
  PATTERNS.push({
    match: new RegExp(`^${source}$`, 's'),
    order: names.map((_, i) => i),
    render: (...values) =>
      arabic.replace(PLACEHOLDER, (name) => {
        const at = names.indexOf(name);
        return at >= 0 ? (values[at] ?? name) : name;
      }),
  });
}

/** A text that starts with `english` and goes on with another domain text (`…could not be booked: <reason>`). */
function registerArabicPrefix(english: string, arabic: string, separator = ''): void {
  PATTERNS.push({
    match: new RegExp(`^${escapeRegExp(english + separator)}(.+)$`, 's'),
    order: [0],
    render: (rest) => `${arabic}${separator}${localise(rest ?? '', 'ar')}`,
  });
}

/** Registers parallel catalogues: every string of `english` with the string at the same place in `arabic`. */
export function registerArabic(english: object, arabic: object): void {
  for (const [key, value] of Object.entries(english)) {
    const twin = (arabic as Record<string, unknown>)[key];
    if (typeof value === 'string' && typeof twin === 'string') setTwin(value, twin);
    else if (typeof value === 'function' && typeof twin === 'function' && value !== twin)
      registerArabicFunction(value as TextFunction, twin as TextFunction);
    else if (value && typeof value === 'object' && twin && typeof twin === 'object')
      registerArabic(value, twin);
  }
}

/** A domain text in `language`; a text the domain does not know (a partner's class title) stays as it is. */
export function localise(text: string, language: Language): string {
  if (language !== 'ar') return text;
  const exact = ARABIC.get(text);
  if (exact !== undefined) return exact;
  for (const pattern of PATTERNS) {
    const found = pattern.match.exec(text);
    if (!found) continue;
    const args: string[] = [];
    pattern.order.forEach((position, i) => {
      args[position] = found[i + 1] ?? '';
    });
    return pattern.render(...args);
  }
  return text;
}

/** A reference row's name in `language`: its Arabic name when it has one, else its name. */
export const nameIn = (row: { name: string; nameAr?: string | null }, language: Language): string =>
  language === 'ar' && row.nameAr ? row.nameAr : row.name;

/** The message of a catalogue error in `language`, with its argument where the text names something. */
export function localisedErrorMessage<C extends ErrorCode>(
  code: C,
  language: Language,
  ...arg: [ErrorArg<C>] extends [never] ? [] : [ErrorArg<C>]
): string {
  if (language !== 'ar') return (errorMessage as (c: ErrorCode, ...a: unknown[]) => string)(code, ...arg);
  const twin = ERRORS_AR[code] as string | TextFunction;
  const text = typeof twin === 'function' ? twin(arg[0]) : twin;
  // A text a rule chose arrives in English: its Arabic twin is in the table.
  return localise(text, language);
}

/** Whether an error code's message is a function of an argument (the API keeps it to re-render). */
export const errorTakesArgument = (code: ErrorCode): boolean =>
  typeof (ERRORS[code] as ErrorEntry).message === 'function';

/**
 * The caller's language from an `Accept-Language` header: the first of Arabic or English by weight
 * (`ar-KW;q=0.9, en;q=0.8`), English when neither is asked for.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: { language: Language; q: number; index: number } | null = null;
  header.split(',').forEach((part, index) => {
    const [range = '', ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) return;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) return;
    if (!best || q > best.q) best = { language: primary, q, index };
  });
  return (best as { language: Language } | null)?.language ?? DEFAULT_LANGUAGE;
}

// The domain's catalogues, registered once as this module loads (the module that answers `localise`).
registerArabic(MSG, MSG_AR);
registerArabic(CM_MSG, CM_MSG_AR);
registerArabic(WAITLIST_MSG, WAITLIST_MSG_AR);
registerArabic(PAYMENT_MSG, PAYMENT_MSG_AR);
registerArabic(CATALOGUE_MSG, CATALOGUE_MSG_AR);
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
for (const time of WORKOUT_TIMES) ARABIC.set(time.label, WORKOUT_TIME_LABEL_AR[time.value]);
ARABIC.set(VIDEO_MOBILE_WEB_MESSAGE, SINGLE_TEXTS_AR.videoMobileWeb);
ARABIC.set(UNLIMITED_CLASSES_TEXT, SINGLE_TEXTS_AR.unlimitedClasses);
registerArabicPrefix(PAYMENT_MSG.bookingFailedAfterPayment, PAYMENT_MSG_AR.bookingFailedAfterPayment);
registerArabicPrefix(PAYMENT_MSG.paymentSuccessBooked, PAYMENT_MSG_AR.paymentSuccessBooked, ' ');
// Counts ('3 credits', '1 class left'): Arabic numbers agree with their noun.
const COUNTED = /^(\d+) (credit|credits|class|classes|day|days|week|weeks|month|months)( left)?$/;
PATTERNS.push({
  match: COUNTED,
  order: [0, 1, 2],
  render: (count, noun, left) => {
    const singular = noun === 'classes' || noun === 'class' ? 'class' : (noun ?? '').replace(/s$/, '');
    const text = arabicCount(Number(count), COUNT_NOUNS_AR[singular]!);
    return left ? `متبقي ${text}` : text;
  },
});
