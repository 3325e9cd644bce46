import type { Catalogue } from '../catalogue';
import type { common as en } from '../en/common';

/** Arabic texts of the shell and the shared parts: Gulf usage, see docs/glossary-ar.md. */
export const common: Catalogue<typeof en> = {
  nav: {
    sessions: 'الحصص',
    personalTraining: 'تدريب شخصي',
    trainers: 'المدربون',
    explore: 'استكشف',
    gyms: 'الأندية الرياضية',
    schedule: 'جدولي',
    membership: 'الاشتراكات',
    openNavigation: 'افتح القائمة',
    home: 'الصفحة الرئيسية لـ {{brand}}',
    main: 'الرئيسية',
  },
  account: {
    menu: 'قائمة الحساب',
    profile: 'الملف الشخصي',
    settings: 'الإعدادات',
    editProfile: 'تعديل الملف الشخصي',
    share: 'شارك',
    myClasses: 'حصصي',
    upcoming: 'الحصص القادمة',
    finished: 'الحصص المنتهية',
    wishlist: 'المفضلة',
    favouriteTrainers: 'المدربون المفضلون',
    transactions: 'العمليات',
    signOut: 'تسجيل الخروج',
    login: 'تسجيل الدخول',
    partnerAccess: 'دخول الشركاء',
  },
  language: {
    switchTo: 'English',
    switchLabel: 'English (الإنجليزية)',
    label: 'اللغة',
  },
  skipToContent: 'انتقل إلى المحتوى الرئيسي',
  footer: {
    about: 'من نحن',
    feedback: 'أرسل ملاحظاتك',
    privacy: 'سياسة الخصوصية',
    terms: 'الشروط والأحكام',
    contact: 'تواصل معنا',
    copyright: '© {{year}} {{brand}}. جميع الحقوق محفوظة.',
    label: 'روابط الموقع',
  },
};
