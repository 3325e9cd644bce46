/**
 * The reader's language (DESIGN 7): English or Arabic, right to left for Arabic, chosen per browser and
 * kept on the account. Texts come from typed catalogues in src/locales through
 * `useTranslation('<namespace>')` (translate.ts, our runtime with i18next's key types); numbers, dates and money through lib/format.ts, which reads the
 * language from here.
 */

export { domainText } from './domain-text';
export {
  changeLanguage,
  currentLanguage,
  intlLocale,
  keepsWesternDigits,
  LANGUAGE_NAMES,
  LANGUAGE_PARAM,
  LANGUAGES,
  type Language,
  linkedLanguageOfVisit,
  loadNamespaces,
  setWesternDigits,
  startI18n,
  useLanguage,
} from './language';
export { onTextLanguage, translate } from './translate';
export { Trans, useTranslation } from './use-translation';
