import type { Catalogue } from '../catalogue';
import type { personalTraining as en } from '../en/personalTraining';

/** Arabic texts of personalTraining: Gulf usage, see docs/glossary-ar.md. */
export const personalTraining: Catalogue<typeof en> = {
  page: {
    title: 'تدريب شخصي',
    description: 'احجز جلسة تدريب شخصي فردية مع مدرب معتمد.',
    intro: 'جلسات فردية مع مدرب. افتح الجلسة لترى التفاصيل وتحجزها.',
  },
  list: {
    loadError: 'تعذّر تحميل جلسات التدريب الشخصي',
    emptyTitle: 'لا توجد جلسات تدريب شخصي حالياً',
    emptyText: 'يضيف المدربون مواعيد جديدة باستمرار: عُد قريباً، أو ابحث عن مدرب يعجبك.',
    browseTrainers: 'تصفّح المدربين',
  },
};
