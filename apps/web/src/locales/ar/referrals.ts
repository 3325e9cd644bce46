import type { Catalogue } from '../catalogue';
import type { referrals as en } from '../en/referrals';

/** Arabic texts of referrals: Gulf usage, see docs/glossary-ar.md. */
export const referrals: Catalogue<typeof en> = {
  page: {
    title: 'ادعُ أصدقاءك',
    description: 'ادعُ أصدقاءك إلى {{brand}} واحصل على رصيد في محفظتك.',
    heading: 'ادعُ أصدقاءك',
  },
  offer: {
    percentOn: 'خصم {{percent}}% على {{packages}}',
    freeOn: '{{packages}} مجانًا',
    amountOn: 'خصم {{amount}} على {{packages}}',
    firstPack: 'باقتهم الأولى',
    extraCredits: '{{n}} رصيد إضافي',
    extraDays: '{{n}} يوم إضافي',
    friendGets: 'يحصل الأصدقاء الذين ينضمون عبر رابطك على {{offer}}.',
    youGet: 'تحصل على {{reward}} في محفظتك عندما يُتمّ صديقك أول عملية دفع.',
    noProgramme: 'يظهر هنا الأصدقاء الذين ينضمون عبر رابطك.',
  },
  link: {
    heading: 'شارك رابطك',
    label: 'رابط دعوتك',
    shareText: 'انضم إليّ في {{brand}}: {{offer}}.',
    shareTextPlain: 'انضم إليّ في {{brand}}.',
    subject: 'انضم إليّ في {{brand}}',
    email: 'البريد الإلكتروني',
    shareOn: 'شارك عبر',
    more: 'المزيد…',
  },
  friends: {
    heading: 'الأصدقاء الذين انضموا',
    empty: 'لم ينضم أحد عبر رابطك بعد. شاركه وسيظهر أصدقاؤك هنا.',
    name: 'الصديق',
    joined: 'تاريخ الانضمام',
    status: 'الحالة',
    reward: 'ما حصلت عليه',
    total: 'إجمالي ما حصلت عليه: {{total}}',
    JOINED: 'بانتظار أول عملية دفع',
    REWARDED: 'تم الدفع',
    REFUSED: 'غير مؤهل',
    SAME_EMAIL: 'غير مؤهل: البريد الإلكتروني نفسه الخاص بك',
    SAME_CARD: 'غير مؤهل: تم الدفع ببطاقتك',
    PROGRAMME_ENDED: 'غير مؤهل: كان البرنامج قد انتهى',
  },
  banner: {
    withOffer: 'دعاك {{name}}، انضم الآن واحصل على {{offer}}.',
    plain: 'دعاك {{name}} إلى {{brand}}.',
  },
  welcome: {
    title: 'عرض الترحيب الخاص بك',
    use: 'استخدمه',
    failed: 'تعذّر تطبيق عرض الترحيب.',
  },
  programmes: {
    title: 'برامج الدعوة',
    description: 'حدّد عرض الترحيب ومكافأة صاحب الدعوة لكل علامة تجارية في كل دولة.',
    intro:
      'يمكن للصديق الذي ينضم عبر رابط دعوة أحد العملاء استخدام رمز خصم الترحيب، ويحصل العميل على المكافأة في محفظته بعد إتمام أول عملية دفع لصديقه. يصبح رمز الخصم الذي تختاره مخصصًا للمدعوين فقط.',
    row: '{{brand}} في {{country}}',
    promo: 'رمز خصم الترحيب',
    promoHint: 'اتركه فارغًا: بدون عرض ترحيب.',
    reward: 'مكافأة صاحب الدعوة ({{currency}})',
    active: 'البرنامج مفعّل',
    save: 'حفظ',
    saved: 'تم حفظ البرنامج',
    savedText: 'تم حفظ {{brand}} في {{country}}.',
    failed: 'تعذّر حفظ البرنامج',
    loadFailed: 'تعذّر تحميل البرامج.',
    badReward: 'أدخل مبلغًا مثل 2.000',
  },
};
