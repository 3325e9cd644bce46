/**
 * The reference data's Arabic names (docs/glossary-ar.md), by English name. The seed writes
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

/**
 * The demo's packages in Arabic, by English name: what the shop, checkout, membership and receipts
 * show an Arabic reader. The house brand's name leads as in English ("Kinetic 20 نقطة") so a white-label
 * brand's name replaces it the same way (packageDisplayName); gym names stay Latin.
 */
export const PACKAGE_TEXTS_AR: Record<string, { nameAr: string; descriptionAr: string }> = {
  'Kinetic 10 Credits': {
    nameAr: 'Kinetic 10 نقاط',
    descriptionAr: 'عشر نقاط لحصص أي استوديو، تتجدد كل شهر.',
  },
  'Kinetic 20 Credits': { nameAr: 'Kinetic 20 نقطة', descriptionAr: 'عشرون نقطة لحصص أي استوديو.' },
  'Kinetic 40 Credits': { nameAr: 'Kinetic 40 نقطة', descriptionAr: 'أربعون نقطة لحصص أي استوديو.' },
  'Kinetic Unlimited Month': {
    nameAr: 'Kinetic شهر بلا حدود',
    descriptionAr: 'احضر ما تشاء من الحصص لمدة شهر.',
  },
  'Drop-in': { nameAr: 'حصة واحدة', descriptionAr: 'نقطتان لحصة واحدة هذا الأسبوع.' },
  'FlexZone Month': { nameAr: 'شهر في FlexZone', descriptionAr: 'شهر من حصص FlexZone.' },
  'FlexZone 8 Visits': {
    nameAr: 'FlexZone ثماني زيارات',
    descriptionAr: 'حتى ثماني زيارات إلى FlexZone هذا الشهر.',
  },
  'Lotus Month': { nameAr: 'شهر في Lotus', descriptionAr: 'شهر من حصص Lotus Yoga House.' },
  'Lotus Drop-in': {
    nameAr: 'حصة واحدة في Lotus',
    descriptionAr: 'حصة واحدة في Lotus Yoga House هذا الأسبوع.',
  },
  'Aerial Pack 8': { nameAr: 'باقة الإيريال 8 حصص', descriptionAr: 'ثماني حصص إيريال خلال شهرين.' },
  'Mind and Body Category Pack': {
    nameAr: 'باقة العقل والجسد',
    descriptionAr: 'نقاط لحصص اليوغا والبيلاتس.',
  },
  'Kids 4 Credits': { nameAr: 'باقة الأطفال 4 نقاط', descriptionAr: 'أربع نقاط لحصص الأطفال.' },
  'Kids 8 Credits': { nameAr: 'باقة الأطفال 8 نقاط', descriptionAr: 'ثماني نقاط لحصص الأطفال.' },
  'PT 5 Sessions': { nameAr: 'تدريب شخصي 5 جلسات', descriptionAr: 'خمس جلسات فردية مع مدربك.' },
  'PT 10 Sessions': { nameAr: 'تدريب شخصي 10 جلسات', descriptionAr: 'عشر جلسات فردية مع مدربك.' },
  '6-Week Beginner Boxing Program': {
    nameAr: 'برنامج الملاكمة للمبتدئين (6 أسابيع)',
    descriptionAr: 'ورش البرنامج الست كلها، محجوزة لك.',
  },
  'Special Program Pass': { nameAr: 'تذكرة البرنامج الخاص', descriptionAr: 'برنامج خاص مع حصص فيديو.' },
  'Extend Validity 2 Weeks': {
    nameAr: 'تمديد الصلاحية أسبوعين',
    descriptionAr: 'أسبوعان إضافيان لاستخدام نقاطك.',
  },
  'Bahrain 10 Credits': { nameAr: 'البحرين 10 نقاط', descriptionAr: 'عشر نقاط لحصص في البحرين.' },
  'Bahrain Kids 4 Credits': {
    nameAr: 'أطفال البحرين 4 نقاط',
    descriptionAr: 'أربع نقاط لحصص الأطفال في البحرين.',
  },
  'Bahrain Drop-in': {
    nameAr: 'حصة واحدة في البحرين',
    descriptionAr: 'نقطتان لحصة واحدة في البحرين هذا الأسبوع.',
  },
  'Bahrain PT 5 Sessions': {
    nameAr: 'تدريب شخصي في البحرين 5 جلسات',
    descriptionAr: 'خمس جلسات فردية في البحرين.',
  },
  'Dilmun Fitness Month': {
    nameAr: 'شهر في Dilmun Fitness',
    descriptionAr: 'شهر من حصص Dilmun Fitness في السيف والرفاع.',
  },
  'Riyadh 10 Credits': { nameAr: 'الرياض 10 نقاط', descriptionAr: 'عشر نقاط لحصص في الرياض.' },
  'Riyadh Drop-in': { nameAr: 'حصة واحدة في الرياض', descriptionAr: 'حصة واحدة في الرياض هذا الأسبوع.' },
  'Dubai 10 Credits': { nameAr: 'دبي 10 نقاط', descriptionAr: 'عشر نقاط لحصص في دبي.' },
};
