import { PAGE_TEXTS_AR } from '@kinetic/domain';
import type { Catalogue } from '../catalogue';
import type { gyms as en } from '../en/gyms';

/** Arabic texts of gyms: Gulf usage, see docs/glossary-ar.md. */
export const gyms: Catalogue<typeof en> = {
  page: {
    ...PAGE_TEXTS_AR.gyms,
    intro: 'الاستوديوهات القريبة منك، مع فروعها وحصصها.',
  },
  directory: {
    search: 'النادي أو المنطقة',
    searchPlaceholder: 'ابحث باسم الاستوديو أو الفرع',
    loadError: 'تعذّر تحميل الأندية الرياضية',
    emptyTitle: 'لم نجد أندية رياضية',
    emptyText: 'جرّب اسم استوديو أو منطقة أخرى.',
  },
  upcomingClasses_zero: 'لا توجد حصص قادمة',
  upcomingClasses_one: 'حصة قادمة واحدة',
  upcomingClasses_two: 'حصتان قادمتان',
  upcomingClasses_few: '{{count, number}} حصص قادمة',
  upcomingClasses_many: '{{count, number}} حصة قادمة',
  upcomingClasses_other: '{{count, number}} حصة قادمة',
  profile: {
    title: 'نادي رياضي',
    notFoundTitle: 'النادي غير موجود',
    notFound: 'لم نجد هذا النادي',
    notFoundText: 'ربما الرابط قديم، أو أن النادي لم يعد معروضاً.',
    browse: 'تصفّح الأندية الرياضية',
    loadError: 'تعذّر تحميل صفحة النادي',
    metaDescription: '{{name}}: {{kind}} في {{areas}}. شاهد الحصص القادمة واحجز مكانك.',
    metaDescriptionPlain: '{{name}}: {{kind}}. شاهد الحصص القادمة واحجز مكانك.',
    website: 'زُر الموقع الإلكتروني',
    trainers: 'المدربون',
  },
  branches: {
    one: 'الفرع',
    many: 'الفروع ({{count}})',
    none: 'لم يُضف هذا النادي أي فرع بعد.',
    openInMaps: 'افتح {{name}} في الخرائط',
    map: 'خريطة {{name}}',
    womenOnly: 'للنساء فقط',
  },
  classes: {
    title: 'الحصص القادمة',
    emptyTitle: 'لا توجد حصص قادمة هنا بعد',
    emptyText: 'عُد قريباً، أو ابحث عن حصة في نادٍ آخر.',
    browseAll: 'تصفّح كل الحصص',
  },
};
