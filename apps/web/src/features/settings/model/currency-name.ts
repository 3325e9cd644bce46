import { currentLanguage, intlLocale } from '../../../lib/i18n';

/** English keeps the code the SPEC shows ('KWD'); Arabic names the currency (دينار كويتي). */
export function currencyName(code: string): string {
  if (currentLanguage() === 'en') return code;
  try {
    return new Intl.DisplayNames(intlLocale(), { type: 'currency' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
