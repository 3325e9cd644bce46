import { PAGE_TEXTS_AR } from '@kinetic/domain';
import type { Catalogue } from '../catalogue';
import type { personalTraining as en } from '../en/personalTraining';

/** Arabic texts of personalTraining: Gulf usage, see docs/glossary-ar.md. */
export const personalTraining: Catalogue<typeof en> = {
  page: {
    ...PAGE_TEXTS_AR.personalTraining,
    intro: 'جلسات فردية مع مدرب. افتح الجلسة لترى التفاصيل وتحجزها.',
  },
  list: {
    loadError: 'تعذّر تحميل جلسات التدريب الشخصي',
    emptyTitle: 'لا توجد جلسات تدريب شخصي حالياً',
    emptyText: 'يضيف المدربون مواعيد جديدة باستمرار: عُد قريباً، أو ابحث عن مدرب يعجبك.',
    browseTrainers: 'تصفّح المدربين',
  },
  trainers: {
    heading: 'احجز مدرباً شخصياً',
    intro: 'اختر مدرباً، ثم اليوم والوقت الذي يناسبك.',
    loadError: 'تعذّر تحميل مدربي التدريب الشخصي',
    emptyTitle: 'لا يوجد مدربون يستقبلون الحجوزات حالياً',
    emptyText: 'تضيف النوادي مدربين باستمرار: عُد قريباً، أو احجز إحدى الجلسات أدناه.',
    classesHeading: 'جلسات التدريب الشخصي',
  },
  card: {
    atGym: 'في {{gym}}',
    rate: '{{price}} للجلسة',
    length: '{{minutes, number}} دقيقة',
    nextFree: 'أقرب الأوقات المتاحة',
    noFreeTimes: 'لا توجد أوقات متاحة خلال الأسبوعين القادمين',
    choose: 'اختر وقتاً',
    chooseWith: 'اختر وقتاً مع {{name}}',
  },
  booking: {
    back: 'كل مدربي التدريب الشخصي',
    loadError: 'تعذّر تحميل بيانات هذا المدرب',
    notFound: 'هذا المدرب لا يستقبل حجوزات التدريب الشخصي.',
    datesLabel: 'أيام فيها أوقات متاحة',
    noDatesTitle: 'لا توجد أوقات متاحة خلال الأسبوعين القادمين',
    noDatesText: 'مواعيد هذا المدرب محجوزة حالياً: جرّب مدرباً آخر أو عُد قريباً.',
    slotsLabel: 'الأوقات يوم {{date}}',
    slotsLoadError: 'تعذّر تحميل أوقات هذا اليوم',
    noSlots: 'لم يبقَ وقت متاح في هذا اليوم: اختر يوماً آخر.',
    taken: 'محجوز',
    takenLabel: '{{time}}، محجوز',
    timeZoneNote: 'الأوقات بالتوقيت المحلي للنادي.',
    signInTitle: 'سجّل الدخول للحجز',
    signInText: 'سجّل الدخول أو أنشئ حساباً لحجز هذا الوقت.',
    signIn: 'تسجيل الدخول',
    onlyCustomers: 'حجز التدريب الشخصي متاح لحسابات العملاء فقط.',
    failed: 'تعذّر حجز هذا الوقت',
  },
};
