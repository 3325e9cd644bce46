import type { Catalogue } from '../catalogue';
import type { share as en } from '../en/share';

/** Arabic texts of share: Gulf usage, see docs/glossary-ar.md. */
export const share: Catalogue<typeof en> = {
  page: {
    title: 'شارك',
    description: 'ادعُ أصدقاءك إلى {{brand}}.',
    heading: 'شارك {{brand}}',
  },
  invite: 'احجز حصص اللياقة والتدريب الشخصي واشتراكات الأندية الرياضية مع {{brand}}.',
  subject: 'انضم إليّ في {{brand}}',
  shareOn: 'شارك عبر',
  email: 'البريد الإلكتروني',
  more: 'المزيد…',
};
