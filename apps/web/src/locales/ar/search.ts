import type { Catalogue } from '../catalogue';
import type { search as en } from '../en/search';

/**
 * Arabic texts of search: Gulf usage, see docs/glossary-ar.md. The searched term is isolated (U+2068,
 * U+2069) so a Latin word does not pull the quotes around it out of place.
 */
export const search: Catalogue<typeof en> = {
  box: {
    label: 'ابحث عن الحصص والمدربين والأندية الرياضية',
    placeholder: 'ابحث عن حصة، مدرب، نادي',
    labelNoGyms: 'ابحث عن الحصص والمدربين',
    placeholderNoGyms: 'ابحث عن حصة، مدرب',
    labelClasses: 'ابحث عن الحصص',
    placeholderClasses: 'ابحث عن حصة',
    clear: 'امسح البحث',
    open: 'بحث',
  },
  panel: {
    region: 'نتائج البحث',
    searching: 'جارٍ البحث…',
    searchingLabel: 'جارٍ البحث',
    failed: 'تعذّر البحث',
    noResultsStatus: 'لا توجد نتائج لـ \u2068{{term}}\u2069',
    noResults: 'لا توجد نتائج لـ «\u2068{{term}}\u2069»',
    unavailable: 'البحث غير متاح حاليًا',
    tryAgainLater: 'حاول مرة أخرى بعد قليل، أو <to>تصفح كل الحصص</to>.',
    tryAnother: 'جرّب كلمة أخرى، أو <to>تصفح كل الحصص</to>.',
    seeAll: 'اعرض كل نتائج «\u2068{{term}}\u2069»',
  },
  count_zero: 'لا توجد نتائج',
  count_one: 'نتيجة واحدة',
  count_two: 'نتيجتان',
  count_few: '{{n}} نتائج',
  count_many: '{{n}} نتيجة',
  count_other: '{{n}} نتيجة',
  countFor_zero: 'لا توجد نتائج لـ «\u2068{{term}}\u2069»',
  countFor_one: 'نتيجة واحدة لـ «\u2068{{term}}\u2069»',
  countFor_two: 'نتيجتان لـ «\u2068{{term}}\u2069»',
  countFor_few: '{{n}} نتائج لـ «\u2068{{term}}\u2069»',
  countFor_many: '{{n}} نتيجة لـ «\u2068{{term}}\u2069»',
  countFor_other: '{{n}} نتيجة لـ «\u2068{{term}}\u2069»',
  groups: {
    trainers: 'المدربون',
    gyms: 'الأندية الرياضية',
    classes: 'الحصص',
    trainer: 'مدرب',
  },
  results: {
    submit: 'بحث',
    emptyTitle: 'عن ماذا تبحث؟',
    emptyText: 'اكتب نشاطًا أو اسم حصة أو مدرب أو نادٍ، ثم اضغط Enter.',
    failed: 'تعذّر البحث الآن',
    noResults: 'لا توجد نتائج لـ «\u2068{{term}}\u2069»',
    noResultsText: 'تأكد من الإملاء أو جرّب كلمة أعم، مثل اسم نشاط.',
    browseAll: 'تصفح كل الحصص',
  },
  page: {
    title: 'بحث',
    titleFor: 'بحث: \u2068{{term}}\u2069',
    description: 'ابحث عن الحصص والمدربين والأندية الرياضية القريبة منك.',
    descriptionFor: 'حصص ومدربون وأندية رياضية تطابق «\u2068{{term}}\u2069».',
    heading: 'بحث',
    headingFor: 'نتائج البحث عن «\u2068{{term}}\u2069»',
  },
};
