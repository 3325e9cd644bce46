import type { Catalogue } from '../catalogue';
import type { notifications as en } from '../en/notifications';

/** Arabic texts of notifications: Gulf usage, see docs/glossary-ar.md. */
export const notifications: Catalogue<typeof en> = {
  page: {
    title: 'الإشعارات',
    description: 'حجوزاتك وأخبار قوائم الانتظار والمتابعون الجدد.',
  },
  bell: {
    label: 'الإشعارات',
    unread_zero: 'الإشعارات، لا يوجد جديد',
    unread_one: 'الإشعارات، إشعار واحد غير مقروء',
    unread_two: 'الإشعارات، إشعاران غير مقروءين',
    unread_few: 'الإشعارات، {{count, number}} إشعارات غير مقروءة',
    unread_many: 'الإشعارات، {{count, number}} إشعاراً غير مقروء',
    unread_other: 'الإشعارات، {{count, number}} إشعار غير مقروء',
  },
  panel: {
    title: 'الإشعارات',
    unread_zero: 'لا إشعارات غير مقروءة',
    unread_one: 'إشعار واحد غير مقروء',
    unread_two: 'إشعاران غير مقروءين',
    unread_few: '{{count, number}} إشعارات غير مقروءة',
    unread_many: '{{count, number}} إشعاراً غير مقروء',
    unread_other: '{{count, number}} إشعار غير مقروء',
    noneUnread: 'كلها مقروءة',
    loading: 'جارٍ تحميل الإشعارات',
    retry: 'أعد المحاولة',
    seeAll: 'عرض كل الإشعارات',
  },
  list: {
    markAllRead: 'تعليم الكل كمقروء',
    loadError: 'تعذّر تحميل إشعاراتك',
    emptyTitle: 'لا توجد إشعارات بعد',
    emptyText: 'ستظهر هنا حجوزاتك وأخبار قوائم الانتظار والمتابعون الجدد.',
    findClass: 'ابحث عن حصة',
    unread: 'غير مقروء: ',
    someone: 'أحدهم',
  },
};
