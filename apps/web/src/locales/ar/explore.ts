import { PAGE_TEXTS_AR } from '@kinetic/domain';
import type { Catalogue } from '../catalogue';
import type { explore as en } from '../en/explore';

/** Arabic texts of explore: Gulf usage, see docs/glossary-ar.md. */
export const explore: Catalogue<typeof en> = {
  ...PAGE_TEXTS_AR.explore,
  intro: 'جرّب شيئًا جديدًا: أنشطة، والحصص الأكثر طلبًا هذا الأسبوع، وأندية رياضية ومدربون.',
  loadFailed: 'تعذّر تحميل صفحة استكشف',
  categories: 'تصفح حسب النشاط',
  sessions_zero: 'لا توجد حصص',
  sessions_one: 'حصة واحدة',
  sessions_two: 'حصتان',
  sessions_few: '{{n}} حصص',
  sessions_many: '{{n}} حصة',
  sessions_other: '{{n}} حصة',
  popular: 'الأكثر طلبًا هذا الأسبوع',
  noPopular: 'لا توجد حصص مجدولة هذا الأسبوع بعد، تابعنا قريبًا.',
  featuredGyms: 'أندية رياضية مميزة',
  allGyms: 'كل الأندية الرياضية',
  featuredTrainers: 'مدربون مميزون',
  allTrainers: 'كل المدربين',
};
