import type { REVIEW_MSG } from './messages';

/** REVIEW_MSG in Arabic, entry by entry. */
export const REVIEW_MSG_AR: Record<keyof typeof REVIEW_MSG, string> = {
  notEnded: 'يمكنك تقييم هذه الحصة بعد انتهائها.',
  notAttended: 'التقييم متاح فقط لمن حضر هذه الحصة.',
  ownClass: 'لا يمكنك تقييم حصتك الخاصة.',
  exists: 'لقد قيّمت هذه الحصة من قبل.',
  answered: 'تم الرد على هذا التقييم من قبل.',
  notYoursToAnswer: 'الرد على هذا التقييم متاح فقط لمدرب الحصة أو ناديها.',
  reported: 'لقد أبلغت عن هذا التقييم من قبل.',
  notYoursToHide: 'إخفاء هذا التقييم متاح فقط لطاقم النادي أو للمنصة.',
  rating: 'اختر من نجمة واحدة إلى 5 نجوم.',
};
