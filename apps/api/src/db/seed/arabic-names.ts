/**
 * The reference data's Arabic names (issue 11, docs/glossary-ar.md), by English name. The seed writes
 * them beside the English rows, also into a database seeded before they existed.
 */
export const STORE_NAMES_AR: Record<string, string> = {
  Kuwait: 'الكويت',
  Bahrain: 'البحرين',
  'Saudi Arabia': 'السعودية',
  UAE: 'الإمارات',
};

export const CATEGORY_NAMES_AR: Record<string, string> = {
  Yoga: 'يوغا',
  Pilates: 'بيلاتس',
  Spinning: 'سبينينغ',
  Boxing: 'ملاكمة',
  CrossFit: 'كروس فت',
  HIIT: 'تمارين عالية الكثافة',
  Dance: 'رقص',
  Swimming: 'سباحة',
  'Martial Arts': 'فنون قتالية',
  Strength: 'تمارين القوة',
  Running: 'جري',
  Kids: 'أطفال',
};

export const CITY_NAMES_AR: Record<string, string> = {
  'Kuwait City': 'مدينة الكويت',
  Hawalli: 'حولي',
  Farwaniya: 'الفروانية',
  Ahmadi: 'الأحمدي',
  Manama: 'المنامة',
  Riffa: 'الرفاع',
  Muharraq: 'المحرق',
  Riyadh: 'الرياض',
  Dubai: 'دبي',
};

export const LOCALITY_NAMES_AR: Record<string, string> = {
  Sharq: 'شرق',
  Dasman: 'دسمان',
  Shuwaikh: 'الشويخ',
  Kaifan: 'كيفان',
  Salmiya: 'السالمية',
  Jabriya: 'الجابرية',
  Rumaithiya: 'الرميثية',
  Shaab: 'الشعب',
  Khaitan: 'خيطان',
  Andalous: 'الأندلس',
  Fintas: 'الفنطاس',
  Mangaf: 'المنقف',
  Seef: 'السيف',
  Juffair: 'الجفير',
  Adliya: 'العدلية',
  Hoora: 'الحورة',
  'East Riffa': 'الرفاع الشرقي',
  'West Riffa': 'الرفاع الغربي',
  'Amwaj Islands': 'جزر أمواج',
  Busaiteen: 'البسيتين',
  Olaya: 'العليا',
  Jumeirah: 'جميرا',
  Marina: 'المارينا',
};

export const CANCELLATION_REASONS_AR: Record<string, string> = {
  'Schedule conflict': 'تعارض في المواعيد',
  'Feeling unwell': 'لست على ما يرام',
  Injury: 'إصابة',
  Travelling: 'سفر',
  'Booked by mistake': 'حجزت بالخطأ',
  Other: 'سبب آخر',
};

/** The brands' texts in Arabic, by host. Brand names are Latin and stay so (glossary): no name_ar. */
export const BRAND_TEXTS_AR: Record<
  string,
  { seoTitleAr: string; seoDescriptionAr: string; seoKeywordsAr: string }
> = {
  localhost: {
    seoTitleAr: 'Kinetic: احجز حصص اللياقة في الكويت والخليج',
    seoDescriptionAr:
      'اعثر على حصص اليوغا والسبينينغ والملاكمة والكروس فت والتدريب الشخصي واحجزها في الكويت والبحرين والسعودية والإمارات.',
    seoKeywordsAr: 'حصص لياقة الكويت، نادي رياضي الكويت، يوغا الكويت، مدرب شخصي الكويت',
  },
  'prime.localhost': {
    seoTitleAr: 'Prime Fitness Club: الأعضاء يحجزون حصصهم',
    seoDescriptionAr: 'أعضاء Prime Fitness Club يحجزون الحصص وجلسات التدريب في استوديوهات النادي في الكويت.',
    seoKeywordsAr: 'Prime Fitness Club الكويت، حصص الأعضاء',
  },
};
