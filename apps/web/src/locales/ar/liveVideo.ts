import type { Catalogue } from '../catalogue';
import type { liveVideo as en } from '../en/liveVideo';

/** نصوص صفحة الحصة المباشرة. */
export const liveVideo: Catalogue<typeof en> = {
  title: 'حصة مباشرة أونلاين',
  pageDescription: 'انضم إلى الحصة المباشرة أونلاين.',
  loading: 'جارٍ تحميل الحصة المباشرة',
  refused: 'لا يمكنك الانضمام إلى هذه الحصة المباشرة',
  back: 'العودة إلى حصصي',
  hostIntro: 'شغّل الكاميرا عندما تكون جاهزًا: يراك المشتركون المحجوزون بمجرد انضمامهم.',
  viewerIntro: 'يبث مدربك هذه الحصة مباشرة. أبقِ هذه الصفحة مفتوحة.',
  providerElsewhere: 'تُبث هذه الحصة عبر تطبيق الفيديو المعتمد لهذا الموقع.',
  start: 'ابدأ الحصة المباشرة',
  cameraError: 'تعذّر تشغيل الكاميرا أو الميكروفون. اسمح بهما في متصفحك وحاول مرة أخرى.',
  onAir: 'مباشر',
  watching: '{{watching}} من {{booked}} من المشتركين المحجوزين يشاهدون',
  preview: 'معاينة الكاميرا',
  end: 'إنهاء الحصة المباشرة',
  trainerVideo: 'فيديو المدرب المباشر',
  waiting: 'بانتظار انضمام المدرب إلى الحصة المباشرة…',
  leave: 'مغادرة',
  join: 'انضم إلى الحصة المباشرة',
  joinLabel: 'انضم إلى الحصة المباشرة {{title}}',
  startLabel: 'ابدأ الحصة المباشرة {{title}}',
};
