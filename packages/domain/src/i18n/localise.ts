/**
 * The domain's texts in the reader's language. The domain writes its messages and labels in
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

/**
 * English domain text -> its Arabic, filled by `i18n/arabic.ts` from the domain's catalogues (messages,
 * labels, checks). The API loads it with the domain; the web app loads it with the Arabic catalogues,
 * so an English reader downloads none of it.
 */
const ARABIC = new Map<string, string>();

export interface Pattern {
  match: RegExp;
  /** The capture groups' argument positions, in the order they appear in the text. */
  order: number[];
  render: (...args: string[]) => string;
}
/** English texts built by a function -> the Arabic function; tried in order when no exact text matches. */
const PATTERNS: Pattern[] = [];

/** A text shape of its own (counts with their nouns): `render` gets the captures in `order`. */
export const registerArabicPattern = (pattern: Pattern): void => {
  PATTERNS.push(pattern);
};

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
export function setTwin(english: string, arabic: string): void {
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
export function registerArabicPrefix(english: string, arabic: string, separator = ''): void {
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
