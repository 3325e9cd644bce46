import { isLanguage, LANGUAGE_PARAM, LANGUAGES, type Language, linkLanguage } from '@kinetic/domain';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { en } from '../../locales/en';
import { storage } from '../storage';

/** The languages are the domain's (the API answers in them too). */
export { LANGUAGES, type Language };
/** Each language's own name, as its readers look for it in a switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };

export { LANGUAGE_PARAM };

/** The language a link asked for (`?lang=ar|en`), if any. */
function linkedLanguage(): Language | null {
  if (typeof window === 'undefined') return null;
  return linkLanguage(window.location.search);
}

/**
 * A link's language (`?lang=`) first, then the browser's choice if it made one, else the first of its
 * languages we speak, else English.
 */
function detectLanguage(): Language {
  const linked = linkedLanguage();
  if (linked) return linked;
  const stored = storage.language();
  if (isLanguage(stored)) return stored;
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of preferred) {
    const base = tag?.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

let arabicLoaded: Promise<void> | null = null;

/** Arabic is its own chunk: an English reader never downloads it. */
function loadArabic(): Promise<void> {
  arabicLoaded ??= import('../../locales/ar').then(({ ar }) => {
    for (const [namespace, texts] of Object.entries(ar))
      i18next.addResourceBundle('ar', namespace, texts, true, true);
  });
  return arabicLoaded;
}

function applyToDocument(language: Language) {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.lang = language;
  root.dir = language === 'ar' ? 'rtl' : 'ltr';
}

/** Before the first render: the texts of the reader's language are in memory and the page faces their way. */
export async function startI18n(): Promise<Language> {
  const language = detectLanguage();
  keepLinkedLanguage();
  if (i18next.isInitialized) {
    await changeLanguage(language);
    return language;
  }
  await i18next.use(initReactI18next).init({
    resources: { en },
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: Object.keys(en),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // `{{count, number}}` reads in the reader's digits: Arabic-Indic, or Western if they kept those.
  i18next.services.formatter?.add('number', (value, _lng, options) =>
    new Intl.NumberFormat(intlLocale(), options).format(value),
  );
  if (language === 'ar') await loadArabic();
  await i18next.changeLanguage(language);
  applyToDocument(language);
  return language;
}

/**
 * A link's language becomes the reader's choice, and the parameter leaves the address, so a later switch
 * is not undone by reloading the same address.
 */
function keepLinkedLanguage() {
  const linked = linkedLanguage();
  if (!linked) return;
  storage.setLanguage(linked);
  const url = new URL(window.location.href);
  url.searchParams.delete(LANGUAGE_PARAM);
  window.history.replaceState(window.history.state, '', url);
}

/** Switches the whole app; the choice is kept in this browser (the account keeps it through the users API). */
export async function changeLanguage(language: Language): Promise<void> {
  storage.setLanguage(language);
  if (language === 'ar') await loadArabic();
  applyToDocument(language);
  await i18next.changeLanguage(language);
}

/** The language texts and formats are in now, outside React (API headers, formatting helpers). */
export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : 'en';
}

/** The reader's language; a component using it re-renders when the language changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** Arabic readers see Arabic-Indic digits unless they keep Western ones (Settings). */
let westernDigits = storage.digits() === 'latn';

export function keepsWesternDigits(): boolean {
  return westernDigits;
}

export function setWesternDigits(keep: boolean) {
  westernDigits = keep;
  storage.setDigits(keep ? 'latn' : null);
}

/** The Intl locale for numbers, dates and money in the current language. */
export function intlLocale(): string {
  if (currentLanguage() === 'en') return 'en-GB';
  return keepsWesternDigits() ? 'ar-KW-u-nu-latn' : 'ar-KW';
}
