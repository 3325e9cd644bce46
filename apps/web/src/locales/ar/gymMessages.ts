import type { Catalogue } from '../catalogue';
import type { gymMessages as english } from '../en/gymMessages';

/** سجل إشعارات النادي (/gym/admin/messages). */
export const gymMessages: Catalogue<typeof english> = {
  title: 'الرسائل',
  intro: 'الإشعارات التي أُرسلت إلى عملائك عن حصصك وطلباتك، عبر واتساب أو البريد الإلكتروني.',
  loading: 'جارٍ تحميل الرسائل',
  loadFailed: 'تعذّر تحميل الرسائل.',
  retry: 'حاول مرة أخرى',
  empty: 'لا رسائل بعد. ستظهر هنا تأكيدات الحجز والتذكيرات والإيصالات.',
  tableLabel: 'الرسائل إلى العملاء',
  columns: {
    when: 'وقت الإدراج',
    customer: 'العميل',
    notice: 'الإشعار',
    channel: 'القناة',
    status: 'الحالة',
  },
  channels: { WHATSAPP: 'واتساب', EMAIL: 'البريد الإلكتروني' },
  kinds: {
    BOOKING_CONFIRMED: 'تأكيد الحجز',
    CLASS_REMINDER: 'تذكير بالحصة',
    WAITLIST_PROMOTED: 'مقعد من قائمة الانتظار',
    BOOKING_CANCELED: 'إلغاء الحجز',
    PAYMENT_RECEIPT: 'إيصال الدفع',
  },
  languages: { en: 'الإنجليزية', ar: 'العربية' },
  status: {
    PENDING: 'في الانتظار',
    SENDING: 'قيد الإرسال',
    HELD: 'محجوز لواتساب',
    SENT: 'أُرسلت',
    DELIVERED: 'وصلت',
    READ: 'قُرئت',
    FAILED: 'فشلت',
  },
  fellBack: 'أُرسل بالبريد بدلاً منها: {{status}}',
};
