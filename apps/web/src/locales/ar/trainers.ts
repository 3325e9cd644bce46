import { PAGE_TEXTS_AR } from '@kinetic/domain';
import type { Catalogue } from '../catalogue';
import type { trainers as en } from '../en/trainers';

/** Arabic texts of trainers: Gulf usage, see docs/glossary-ar.md. */
export const trainers: Catalogue<typeof en> = {
  page: {
    ...PAGE_TEXTS_AR.trainers,
    intro:
      'اختر مدرباً يعجبك وتابعه لتبقى حصصه قريبة منك. تبحث عن استوديو؟ <gyms>تصفّح الأندية الرياضية</gyms> أو <explore>استكشف الأنشطة</explore>.',
    introPrime: 'اختر مدرباً يعجبك وتابعه لتبقى حصصه قريبة منك. أو <explore>استكشف الأنشطة</explore>.',
  },
  favourites: {
    title: 'المدربون المفضلون',
    description: 'المدربون الذين تتابعهم.',
    intro: 'المدربون الذين تتابعهم. افتح صفحة أي مدرب لترى حصصه القادمة.',
    loadError: 'تعذّر تحميل مدربيك المفضلين',
    emptyTitle: 'لا تتابع أي مدرب بعد',
    emptyText: 'تابع المدربين الذين يعجبونك لتصل إلى حصصهم بسرعة.',
    find: 'ابحث عن مدربين',
  },
  directory: {
    name: 'اسم المدرب',
    namePlaceholder: 'ابحث بالاسم',
    activity: 'النشاط',
    allActivities: 'كل الأنشطة',
    loadError: 'تعذّر تحميل المدربين',
    emptyTitle: 'لم نجد مدربين',
    emptyText: 'جرّب اسماً آخر، أو امسح فلتر النشاط.',
  },
  card: {
    trainer: 'مدرب',
  },
  followers_zero: 'لا يوجد متابعون',
  followers_one: 'متابع واحد',
  followers_two: 'متابعان',
  followers_few: '{{count, number}} متابعين',
  followers_many: '{{count, number}} متابعاً',
  followers_other: '{{count, number}} متابع',
  follow: 'تابِع',
  unfollow: 'إلغاء المتابعة',
  followLabel: 'تابِع {{name}}',
  unfollowLabel: 'إلغاء متابعة {{name}}',
  profile: {
    title: 'مدرب',
    notFoundTitle: 'المدرب غير موجود',
    notFound: 'لم نجد هذا المدرب',
    notFoundText: 'ربما الرابط قديم، أو أن المدرب لم يعد معروضاً.',
    browse: 'تصفّح المدربين',
    loadError: 'تعذّر تحميل صفحة المدرب',
    metaTitle: '{{name}}، مدرب',
    metaDescription: '{{name}} يدرّب {{activities}}. شاهد الحصص القادمة واحجز مكانك.',
    metaDescriptionPlain: '{{name}}. شاهد الحصص القادمة واحجز مكانك.',
    about: 'عن {{name}}',
    noBio: 'لم يكتب {{name}} نبذة عنه بعد.',
    certificates: 'الشهادات',
    activitiesSeparator: '، ',
  },
  classes: {
    title: 'الحصص القادمة',
    emptyTitle: 'لا توجد حصص قادمة لـ {{name}}',
    emptyText: 'تابِع المدرب ليصلك إشعار عند إضافة حصص جديدة، أو جرّب مدرباً آخر.',
    browseAll: 'تصفّح كل الحصص',
  },
};
