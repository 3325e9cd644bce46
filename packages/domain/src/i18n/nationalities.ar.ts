import type { Language } from './localise';

/** The nationality asset offered in profile forms (SPEC 7.1), stored by these English names. */
export const NATIONALITIES = [
  'Bahraini',
  'Egyptian',
  'Emirati',
  'Filipino',
  'Indian',
  'Iraqi',
  'Jordanian',
  'Kuwaiti',
  'Lebanese',
  'Omani',
  'Pakistani',
  'Palestinian',
  'Qatari',
  'Saudi',
  'Sri Lankan',
  'Syrian',
  'Yemeni',
  'American',
  'British',
  'Canadian',
  'French',
  'German',
  'Other',
] as const;
export type Nationality = (typeof NATIONALITIES)[number];

/**
 * The nationality asset's Arabic names (Arabic readers saw them in English). A nationality is
 * stored as its English name; it is shown in the reader's language.
 */
const NATIONALITY_AR: Record<Nationality, string> = {
  Bahraini: 'بحريني',
  Egyptian: 'مصري',
  Emirati: 'إماراتي',
  Filipino: 'فلبيني',
  Indian: 'هندي',
  Iraqi: 'عراقي',
  Jordanian: 'أردني',
  Kuwaiti: 'كويتي',
  Lebanese: 'لبناني',
  Omani: 'عُماني',
  Pakistani: 'باكستاني',
  Palestinian: 'فلسطيني',
  Qatari: 'قطري',
  Saudi: 'سعودي',
  'Sri Lankan': 'سريلانكي',
  Syrian: 'سوري',
  Yemeni: 'يمني',
  American: 'أمريكي',
  British: 'بريطاني',
  Canadian: 'كندي',
  French: 'فرنسي',
  German: 'ألماني',
  Other: 'أخرى',
};

/** A stored nationality in `language` (a name the list does not know is shown as stored). */
export const nationalityIn = (nationality: string, language: Language): string =>
  language === 'ar' ? (NATIONALITY_AR[nationality as Nationality] ?? nationality) : nationality;
