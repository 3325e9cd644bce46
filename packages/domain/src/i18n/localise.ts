/**
 * The domain's texts in the reader's language (issue 11). The domain writes its messages and labels in
 * English, as the SPEC words them; `ARABIC` gives each its Arabic twin, keyed by the English text, so
 * the API (error answers, e-mails) and the web (form checks, labels) translate one way.
 */
export type Language = 'en' | 'ar';

/** English domain text -> its Arabic. Built from the domain's catalogues (messages, labels, checks). */
const ARABIC = new Map<string, string>();

/** Registers parallel catalogues: every string of `english` with the string at the same place in `arabic`. */
export function registerArabic(english: object, arabic: object): void {
  for (const [key, value] of Object.entries(english)) {
    const twin = (arabic as Record<string, unknown>)[key];
    if (typeof value === 'string' && typeof twin === 'string') ARABIC.set(value, twin);
    else if (value && typeof value === 'object' && twin && typeof twin === 'object')
      registerArabic(value, twin);
  }
}

/** A domain text in `language`; a text the domain does not know (a partner's class title) stays as it is. */
export function localise(text: string, language: Language): string {
  return language === 'ar' ? (ARABIC.get(text) ?? text) : text;
}
