import type { Catalogue } from '../catalogue';
import type { gymAdmin as english } from '../en/gymAdmin';

export const gymAdmin: Catalogue<typeof english> = {
  nav: {
    label: 'أقسام النشاط',
    dashboard: 'لوحة المتابعة',
    customers: 'العملاء',
    bookings: 'الحجوزات',
    packages: 'الباقات',
    coupons: 'القسائم',
    activities: 'الأنشطة',
    team: 'الفريق',
    ptTrainers: 'مدربو التدريب الشخصي',
    reports: 'التقارير',
    messages: 'الرسائل',
    seatPolicy: 'سياسة الأماكن',
    ramadan: 'رمضان',
  },
  range: {
    from: 'من',
    to: 'إلى',
  },
  pager: {
    rows: 'الصفوف {{first}}–{{last}} من {{total}}',
    first: 'الصفحة الأولى',
    previous: 'الصفحة السابقة',
    next: 'الصفحة التالية',
    last: 'الصفحة الأخيرة',
  },
  downloadCsv: 'تنزيل CSV',
  downloadFailed: 'تعذّر التنزيل. حاول مرة أخرى.',
};
