import type { RAMADAN_MSG } from './messages';

/** RAMADAN_MSG in Arabic, text by text. */
export const RAMADAN_MSG_AR: {
  readonly [K in keyof typeof RAMADAN_MSG]: (typeof RAMADAN_MSG)[K] extends string
    ? string
    : (typeof RAMADAN_MSG)[K];
} = {
  windowTime: 'استخدم وقتًا مثل 21:00.',
  windowEmpty: 'يجب ألا تبدأ الفترة وتنتهي في الوقت نفسه.',
  windowsCount: 'أدخل من فترة إلى أربع فترات.',
  windowsOverlap: 'هذه الفترات متداخلة. اجعل كل ساعة لفترة واحدة فقط.',
  noHours: 'حدّد أوقات رمضان لهذا الفرع أولًا.',
  outsideHours: (hours: string) => `الوقت الجديد خارج أوقات رمضان للفرع (${hours}).`,
  pastRamadan: 'انتهى رمضان هذا.',
  notInRamadan: 'لا أيام لهذا الموعد في رمضان.',
  alreadyPlanned: 'لهذا الموعد موعد رمضان لهذا العام بالفعل.',
  notAtBranch: 'هذا الموعد ليس لحصة في هذا الفرع.',
  timingDeleted: 'تم حذف هذا الموعد.',
  duplicateTiming: 'يمكن ذكر كل موعد مرة واحدة.',
  planRefused: 'لا يمكن نقل بعض الحصص لرمضان. اعرض الخطة لمعرفة السبب.',
  movedForRamadan:
    'تنتقل $className يوم $classDate إلى $fromTime حتى $toTime في رمضان ($gymName). يمكنك إلغاؤها مع استرداد كامل حتى موعد بدئها.',
  afterIftar: 'بعد الإفطار',
};
