import type { PageTexts } from '../pages/page-texts';

/** The pages' titles and descriptions in Arabic (pages/page-texts.ts): Gulf usage, see docs/glossary-ar.md. */
export const PAGE_TEXTS_AR: PageTexts = {
  about: {
    title: 'من نحن',
    description:
      '{{brand}} يساعدك على إيجاد وحجز الحصص الرياضية والتدريب الشخصي واشتراكات الأندية الرياضية في أنحاء الخليج.',
  },
  contact: {
    title: 'تواصل معنا',
    description: 'تواصل مع فريق {{brand}} عبر البريد الإلكتروني أو نموذج الملاحظات.',
  },
  feedback: { title: 'أرسل ملاحظاتك', description: 'أخبر فريق {{brand}} برأيك.' },
  privacy: { title: 'سياسة الخصوصية', description: 'كيف يجمع {{brand}} بياناتك الشخصية ويستخدمها ويحميها.' },
  terms: { title: 'الشروط والأحكام', description: 'شروط حجز الحصص والباقات والاشتراكات مع {{brand}}.' },
  trainers: { title: 'المدربون', description: 'تعرّف على مدربينا وما يدرّبونه، واحجز حصصهم.' },
  gyms: {
    title: 'الأندية الرياضية',
    description: 'الاستوديوهات والأندية الرياضية القريبة منك، وفروعها وحصصها القادمة.',
  },
  explore: { title: 'استكشف', description: 'أنشطة وحصص مطلوبة وأندية رياضية ومدربون مميزون.' },
  personalTraining: { title: 'تدريب شخصي', description: 'احجز جلسة تدريب شخصي فردية مع مدرب معتمد.' },
  notFound: { title: 'الصفحة غير موجودة', description: 'الصفحة التي طلبتها غير موجودة.' },
};
