import type { Catalogue } from '../catalogue';
import type { search as en } from '../en/search';

/** Arabic texts of search: Gulf usage, see docs/glossary-ar.md. */
export const search: Catalogue<typeof en> = {
  box: {
    label: 'ابحث عن الحصص والمدربين والأندية الرياضية',
    placeholder: 'ابحث عن حصة، مدرب، نادي',
    clear: 'امسح البحث',
    open: 'بحث',
  },
  panel: {
    region: 'نتائج البحث',
    searching: 'جارٍ البحث…',
    searchingLabel: 'جارٍ البحث',
    failed: 'تعذّر البحث',
    noResultsStatus: 'لا توجد نتائج لـ {{term}}',
    noResults: 'لا توجد نتائج لـ «{{term}}»',
    unavailable: 'البحث غير متاح حاليًا',
    tryAgainLater: 'حاول مرة أخرى بعد قليل، أو <link>تصفح كل الحصص</link>.',
    tryAnother: 'جرّب كلمة أخرى، أو <link>تصفح كل الحصص</link>.',
    seeAll: 'اعرض كل نتائج «{{term}}»',
  },
  count_zero: 'لا توجد نتائج',
  count_one: 'نتيجة واحدة',
  count_two: 'نتيجتان',
  count_few: '{{n}} نتائج',
  count_many: '{{n}} نتيجة',
  count_other: '{{n}} نتيجة',
  countFor_zero: 'لا توجد نتائج لـ «{{term}}»',
  countFor_one: 'نتيجة واحدة لـ «{{term}}»',
  countFor_two: 'نتيجتان لـ «{{term}}»',
  countFor_few: '{{n}} نتائج لـ «{{term}}»',
  countFor_many: '{{n}} نتيجة لـ «{{term}}»',
  countFor_other: '{{n}} نتيجة لـ «{{term}}»',
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
    noResults: 'لا توجد نتائج لـ «{{term}}»',
    noResultsText: 'تأكد من الإملاء أو جرّب كلمة أعم، مثل اسم نشاط.',
    browseAll: 'تصفح كل الحصص',
  },
  page: {
    title: 'بحث',
    titleFor: 'بحث: {{term}}',
    description: 'ابحث عن الحصص والمدربين والأندية الرياضية القريبة منك.',
    descriptionFor: 'حصص ومدربون وأندية رياضية تطابق «{{term}}».',
    heading: 'بحث',
    headingFor: 'نتائج البحث عن «{{term}}»',
  },
};
