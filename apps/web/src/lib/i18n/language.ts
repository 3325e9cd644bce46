import { isLanguage, LANGUAGE_PARAM, LANGUAGES, type Language, linkLanguage } from '@kinetic/domain';
import { useSyncExternalStore } from 'react';
import type { Namespace } from '../../locales/en';
import { loadWithRetry } from '../lazy-page';
import { storage } from '../storage';
import { configureTexts, loadTexts, onTextLanguage, setTextLanguage, textLanguage } from './translate';

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

/**
 * Every catalogue, English and Arabic, is its own chunk (a namespace per feature): a page loads the
 * texts it shows and no others. `useTranslation('<namespace>')` suspends until its texts are
 * in (the route's Suspense shows the page's loader meanwhile), so a page never shows a raw key.
 */
const CATALOGUES = import.meta.glob<Record<string, object>>([
  '../../locales/{en,ar}/*.ts',
  '!../../locales/*/index.ts',
]);

function loadCatalogue(language: Language, namespace: Namespace): Promise<Record<string, object>> {
  const load = CATALOGUES[`../../locales/${language}/${namespace}.ts`];
  if (!load) return Promise.reject(new Error(`no catalogue ${language}/${namespace}`));
  return loadWithRetry(load).then((module) => module[namespace] as Record<string, object>);
}

/**
 * The shell's texts, read before the first render (the top bar with its search box, the footer); the
 * shell's popups (sign-in, notifications) load theirs when they open, under their own Suspense.
 */
const SHELL_NAMESPACES: Namespace[] = ['common', 'search'];

/** The first page's own texts come with the shell's when the visit starts there, not after its chunk. */
function startNamespaces(): Namespace[] {
  const path = typeof window === 'undefined' ? '' : window.location.pathname;
  return path === '/' || path === '/classes' ? [...SHELL_NAMESPACES, 'classes'] : SHELL_NAMESPACES;
}

/**
 * The domain's Arabic (labels, messages, form checks that `domainText` translates) loads with the Arabic
 * catalogues, before anything shows Arabic: an English reader downloads none of it.
 */
let domainArabic: Promise<unknown> | undefined;
function loadDomainArabic(language: Language): Promise<unknown> {
  if (language !== 'ar') return Promise.resolve();
  domainArabic ??= loadWithRetry(() => import('@kinetic/domain/arabic')).catch((error: unknown) => {
    domainArabic = undefined;
    throw error;
  });
  return domainArabic;
}

/** Loads namespaces ahead of their page (the route loads them beside its chunk, lib/lazy-page.ts). */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return started ? loadTexts(namespaces) : Promise.resolve();
}

let started = false;
/** The language chosen at start or since; the texts take it only once they are in. */
let chosen: Language = 'en';

function applyToDocument(language: Language) {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.lang = language;
  root.dir = language === 'ar' ? 'rtl' : 'ltr';
}

/** Before the first render: the texts of the reader's language are in memory and the page faces their way. */
export async function startI18n(): Promise<Language> {
  const language = detectLanguage();
  chosen = language;
  keepLinkedLanguage();
  if (started) {
    await changeLanguage(language);
    return language;
  }
  // Both catalogues have every key (locales/catalogue.test.ts): an Arabic reader loads no English.
  const begin = (first: Language) =>
    configureTexts({
      language: first,
      load: loadCatalogue,
      // `{{count, number}}` reads in the reader's digits: Arabic-Indic, or Western if they kept those.
      formatNumber: (value, options) => new Intl.NumberFormat(intlLocale(), options).format(value),
    });
  begin(language);
  let shown = language;
  try {
    await Promise.all([loadTexts(startNamespaces()), loadDomainArabic(language)]);
  } catch (error) {
    // The Arabic texts did not load: the visit goes on in English rather than on an empty page.
    if (language === 'en') throw error;
    shown = 'en';
    chosen = 'en';
    begin('en');
    await loadTexts(startNamespaces());
  }
  started = true;
  applyToDocument(shown);
  return shown;
}

let fromLink: Language | null = null;

/** The language the visit's link named (`?lang=`), once its parameter has left the address. */
export const linkedLanguageOfVisit = (): Language | null => fromLink;

/**
 * A link's language becomes the reader's choice, and the parameter leaves the address, so a later switch
 * is not undone by reloading the same address.
 */
function keepLinkedLanguage() {
  const linked = linkedLanguage();
  if (!linked) return;
  fromLink = linked;
  storage.setLanguage(linked);
  const url = new URL(window.location.href);
  url.searchParams.delete(LANGUAGE_PARAM);
  window.history.replaceState(window.history.state, '', url);
}

/** Switches the whole app; the choice is kept in this browser (the account keeps it through the users API). */
export async function changeLanguage(language: Language): Promise<void> {
  const before = chosen;
  storage.setLanguage(language);
  chosen = language;
  // The domain's texts and the namespaces read so far, in the new language, before anything shows it.
  try {
    await loadDomainArabic(language);
    await setTextLanguage(language);
  } catch (error) {
    // Not loaded: the page stays in its language, and so does the next visit (unless overtaken).
    if (chosen === language) {
      chosen = before;
      storage.setLanguage(before);
    }
    throw error;
  }
  // The language shown now: a later switch may have overtaken this one.
  applyToDocument(currentLanguage());
}

/** The language texts and formats are in now, outside React (API headers, formatting helpers). */
export function currentLanguage(): Language {
  return started ? textLanguage() : chosen;
}

/** The reader's language; a component using it re-renders when the language changes. */
export function useLanguage(): Language {
  // Without suspending: the providers read it above every Suspense boundary.
  return useSyncExternalStore(onTextLanguage, currentLanguage);
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
