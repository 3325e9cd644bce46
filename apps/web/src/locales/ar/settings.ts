import type { Catalogue } from '../catalogue';
import type { settings as en } from '../en/settings';

/** Arabic texts of settings: Gulf usage, see docs/glossary-ar.md. */
export const settings: Catalogue<typeof en> = {
  page: {
    title: 'الإعدادات',
    description: 'غيّر كلمة المرور والبريد الإلكتروني ورقم الجوال والدولة.',
    intro: 'تحكّم في طريقة تسجيل دخولك ومكان تمرينك.',
  },
  notAdded: 'غير مضاف',
  saved: 'تم حفظ الإعدادات',
  password: {
    title: 'تغيير كلمة المرور',
    form: 'تغيير كلمة المرور',
    current: 'كلمة المرور الحالية',
    new: 'كلمة المرور الجديدة',
    newDescription: 'من {{min}} إلى {{max}} حرفاً، تحتوي على رقم',
    confirm: 'تأكيد كلمة المرور الجديدة',
    submit: 'حدّث كلمة المرور',
  },
  email: {
    title: 'تغيير البريد الإلكتروني',
    form: 'تغيير البريد الإلكتروني',
    email: 'البريد الإلكتروني',
    confirm: 'تأكيد البريد الإلكتروني',
    submit: 'حدّث البريد الإلكتروني',
  },
  phone: {
    title: 'تغيير رقم الجوال',
    form: 'تغيير رقم الجوال',
    mobile: 'رقم الجوال',
    description: 'أرقام فقط، من {{min}} إلى {{max}}',
    submit: 'حدّث رقم الجوال',
  },
  country: {
    title: 'الدولة',
    form: 'تغيير الدولة',
    label: 'الدولة',
    description: 'الحصص والباقات والأسعار تتبع الدولة التي تختارها.',
    loading: 'جارٍ تحميل الدول…',
    loadFailed: 'تعذّر تحميل الدول. حاول مرة أخرى لاحقاً.',
    currency: 'ستظهر الأسعار بعملة {{currency}}.',
    submit: 'غيّر الدولة',
  },
  language: {
    title: 'اللغة',
    label: 'اللغة',
    description: 'لغة جميع الشاشات. العربية تُقرأ من اليمين إلى اليسار.',
    westernDigits: 'الأرقام الإنجليزية (0-9)',
    westernDigitsDescription: 'اعرض الأرقام والأسعار والتواريخ بـ 0-9 بدلاً من الأرقام العربية (٠-٩).',
  },
  mail: {
    title: 'الرسائل الإلكترونية',
    loading: 'جارٍ تحميل اختياراتك للرسائل',
    description: 'اختر الرسائل التي نرسلها إليك.',
    receiptsAlways: 'إيصالات الدفع تُرسل دائمًا.',
    kinds: {
      WELCOME: 'رسالة الترحيب',
      BOOKING_CONFIRMED: 'تأكيد الحجز مع موعد الحصة للتقويم',
      WAITLIST_PROMOTED: 'مكان لك من قائمة الانتظار',
      BOOKING_CANCELED: 'إلغاء الحجوزات',
      CLASS_REMINDER: 'تذكير بالحصص',
      PACKAGE_EXPIRING: 'باقات تنتهي قريبًا',
      SUBSCRIPTION_RENEWED: 'تجديد الاشتراك',
      SUBSCRIPTION_FAILED: 'تعذّر تجديد الاشتراك',
    },
  },
};
