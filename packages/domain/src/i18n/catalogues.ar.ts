import type { GYM_ROLE_LABEL, TRAINER_TYPE_LABEL } from '../account/user-category';
import type { WorkoutTime } from '../catalog/catalog';
import { distanceTextAr } from '../class-management/check-in';
import type { CM_MSG } from '../class-management/messages';
import type { WAITLIST_MSG } from '../class-management/waitlist';
import type {
  AGE_CATEGORY_LABEL,
  CLASS_PLATFORM_LABEL,
  DAY_NAMES,
  DAY_SHORT_NAMES,
  FITNESS_LEVEL_LABEL,
  GENDER_RULE_LABEL,
  PRICE_MODEL_LABEL,
} from '../classes/enums';
import type { JOIN_BUTTON_LABEL } from '../classes/join-button';
import type { TIME_BUCKET_LABEL } from '../classes/time-buckets';
import type { PAYMENT_MSG } from '../payments/messages';
import type { Arabic } from './messages.ar';

/** CM_MSG in Arabic. */
export const CM_MSG_AR: Arabic<typeof CM_MSG> = {
  invalidTiming: 'التوقيت غير صحيح',
  pastTime: 'يجب أن يكون الوقت بعد الوقت الحالي.',
  invalidSeats: 'عدد الأماكن غير صحيح.',
  creditSeatsAboveSeats: 'لا يمكن أن تزيد الأماكن بالنقاط على عدد الأماكن.',
  invalidPrice: 'السعر غير صحيح',
  invalidTime: 'الوقت غير صحيح',
  classRunning: 'هناك حصة في هذا الوقت بالفعل.',
  overlapQuestion: (title: string) =>
    `${title} مجدولة بالفعل في الوقت الذي اخترته. هل ما زلت تريد جدولة هذه الحصة؟`,
  classDeleted: 'تم حذف هذه الحصة.',
  classAdded: 'تمت إضافة الحصة بنجاح!',
  classUpdated: 'تم تحديث الحصة بنجاح.',
  classCreatedImageFailed: 'تم إنشاء الحصة بنجاح لكن تعذّر رفع الصورة.',
  classUpdatedImageFailed: 'تم تحديث الحصة بنجاح لكن تعذّر رفع الصورة.',
  imagesFailed: (failed: number, total: number) => `تعذّر رفع ${failed} من ${total} صور.`,
  messageSent: 'تم إرسال الرسالة بنجاح',
  profilePictureUpdated: 'تم تحديث صورة الملف الشخصي بنجاح.',
  coverPictureUpdated: 'تم تحديث صورة الغلاف بنجاح.',
  profileSaved: 'تم حفظ التغييرات على ملفك الشخصي!',
  noChanges: 'لا توجد تغييرات للحفظ',
  atLeastOneActivity: 'يجب أن يكون لديك نشاط واحد على الأقل.',
  bioBlank: 'لا يمكنك ترك النبذة فارغة أثناء تعديلها.',
  bioTooLong: 'لا يمكن أن تزيد النبذة عن 600 حرف.',
  certificateBlank: 'هذا الحقل مطلوب.',
  validCity: 'اختر مدينة صحيحة',
  localityRequired: 'المنطقة مطلوبة.',
  validLocality: 'اختر منطقة صحيحة.',
  autoWaitListTooLong: 'الحد الأقصى حرفان.',
  invalidReminder: 'اختر وقت تذكير لا يزيد عن أسبوع قبل الحصة.',
  editNotAllowed: 'لم يسمح لك ناديك الرياضي بتعديل الحصص.',
  notYourClass: 'هذه الحصة تابعة لمدرب أو نادٍ رياضي آخر.',
  trainerLocked: 'مدرب هذا التوقيت محدد بالفعل ولا يمكن تغييره.',
  checkInTooEarly: 'يبدأ تسجيل الحضور قبل موعد الحصة بساعة.',
  absentTooEarly: 'يمكن تسجيل غياب المشارك بعد بدء الحصة.',
  selfCheckInOff: 'هذه الحصة لا تتيح تسجيل الحضور الذاتي: اعرض رمزك عند الباب.',
  selfCheckInNotYet: (time: string) => `يبدأ تسجيل الحضور الذاتي الساعة ${time}.`,
  selfCheckInOver: 'انتهت هذه الحصة: أُغلق تسجيل الحضور الذاتي.',
  tooFarToCheckIn: (distance: string) =>
    `يجب أن تكون في النادي لتسجيل حضورك: أنت على بُعد ${distanceTextAr(distance)} تقريبًا.`,
  checkInCodeUnknown: 'هذا الرمز ليس لحجز في هذه الحصة. تأكد أنه رمز هذه الحصة.',
  alreadyCheckedIn: (name: string, time: string) =>
    `استُخدم هذا الرمز من قبل: سُجّل حضور ${name} الساعة ${time}.`,
  unknownBranch: 'اختر أحد فروعك.',
  venueRequired: 'أدخل عنوان ومنطقة مكان هذه الحصة، أو اجعلها حصة أونلاين.',
  venueAddressRequired: 'أدخل عنوان مكان هذه الحصة.',
  venueAreaRequired: 'اختر المنطقة التي تقام فيها هذه الحصة.',
  venuePinInvalid: 'موقع الخريطة ليس خط عرض وخط طول صحيحين.',
  venuePinIncomplete: 'أدخل خط العرض وخط الطول لموقع الخريطة معًا، أو اتركهما فارغين.',
  unknownCategory: 'اختر نشاطًا من القائمة.',
  unknownSubCategory: 'اختر فئة فرعية صحيحة.',
  unknownMedia: 'ارفع الصور مرة أخرى.',
  sessionStarted: 'هذه الحصة بدأت بالفعل.',
  sessionDeleted: 'تم حذف موعد هذه الحصة.',
  timingDeleted: 'تم حذف توقيت هذه الحصة.',
  classSessionCanceledByGym: 'ألغى $gymName حصة $className يوم $classDate.',
  bookingCanceledByGym: 'ألغى $gymName حجزك في $className يوم $classDate.',
  supportMessage: '$senderName بخصوص $className يوم $classDate: $message',
  classSessionMoved: 'أصبحت $className يوم $classDate من $fromTime إلى $toTime ($gymName).',
  guestOnlyGym: 'النادي الرياضي فقط يمكنه إضافة ضيف.',
  cancelOnlyGym: 'النادي الرياضي فقط يمكنه إلغاء حجز العميل.',
  classFull: 'هذه الحصة مكتملة.',
  fileTooLarge: (mb: number) => `حجم هذه الصورة أكبر من ${mb} ميغابايت.`,
  fileWrongType: 'يمكن رفع صور JPEG أو PNG أو WebP فقط.',
  imageTooManyPixels: (megapixels: number) => `هذه الصورة كبيرة جدًا: الحد الأقصى ${megapixels} ميغابكسل.`,
  notYourMedia: 'هذه الصورة تابعة لمدرب أو نادٍ رياضي آخر.',
  noFiles: 'اختر صورة لرفعها.',
  tooManyFiles: (n: number) => `ارفع ${n} صور كحد أقصى في كل مرة.`,
  mediaNotFound: 'هذه الصورة غير موجودة.',
};

/** WAITLIST_MSG in Arabic. */
export const WAITLIST_MSG_AR: Arabic<typeof WAITLIST_MSG> = {
  bookedByGym: 'حجز لك $gymName في $className يوم $classDate من قائمة الانتظار.',
  notOnWaitlist: 'هذا العميل لم يعد في قائمة الانتظار.',
  onlyOwningGym: 'النادي الرياضي أو المدرب الذي يقدّم هذه الحصة فقط يمكنه الحجز من قائمة انتظارها.',
};

/** PAYMENT_MSG in Arabic. */
export const PAYMENT_MSG_AR: Arabic<typeof PAYMENT_MSG> = {
  promoInvalid: 'رمز الخصم غير صحيح',
  promoExpired: 'انتهت صلاحية رمز الخصم هذا',
  promoNotStarted: 'رمز الخصم هذا غير صالح بعد',
  promoUsedUp: 'تم استخدام رمز الخصم هذا بالكامل',
  promoUsedByYou: 'استخدمت رمز الخصم هذا من قبل',
  promoNotForPackage: 'رمز الخصم هذا غير صالح لهذه الباقة',
  promoNotForGym: 'رمز الخصم هذا غير صالح لهذا النادي الرياضي',
  promoNotForCurrency: 'رمز الخصم هذا غير صالح في هذه الدولة',
  promoReferralOnly: 'هذا العرض للأصدقاء الذين انضموا عبر رابط دعوة من أحد الأعضاء',
  packageNotFound: 'هذه الباقة غير متاحة.',
  kidRequired: 'اختر طفلًا.',
  kidNotForAdultPackage: 'لا يمكن شراء باقة الكبار لطفل.',
  notSubscribable: 'الاشتراكات متاحة في الكويت والبحرين فقط.',
  sessionNotForPackage: 'لا يمكن الدفع لهذه الحصة بهذه الباقة.',
  paymentSuccess: 'تم الدفع بنجاح.',
  paymentSuccessBooked: 'تم الدفع بنجاح وتم حجزك في الحصة.',
  paymentSuccessProgram: 'تم الدفع بنجاح وتم حجزك في كل حصص البرنامج.',
  programSessionsWaitlisted:
    'هذه الحصص كانت مكتملة، لذلك أنت في قائمة انتظارها وباقتك تحتفظ لك بحصة لكل منها: $dates.',
  paymentDeclined: 'تم رفض الدفع. لم يُخصم أي مبلغ ولم تُضف أي نقاط. جرّب بطاقة أخرى.',
  paymentCanceled: 'تم إلغاء الدفع. لم يُخصم أي مبلغ.',
  paymentCreditedToWallet:
    'وصل دفعك بعد إغلاق هذا الطلب، لذلك أُضيف المبلغ إلى محفظتك. يمكنك استخدامه لشراء أي باقة.',
  paymentUnderProcessTitle: 'الدفع قيد المعالجة',
  paymentUnderProcess: 'يتم معالجة دفعك الآن. لا تضغط على أي مكان في الصفحة',
  bookingFailedAfterPayment: 'تم الدفع بنجاح وأُضيفت النقاط إلى حسابك، لكن تعذّر حجز الحصة: ',
  transactionNotFound: 'العملية غير موجودة.',
  subscriptionNotFound: 'الاشتراك غير موجود.',
  subscriptionCanceled: 'هذا الاشتراك ملغى بالفعل.',
  extendSamePackage: 'يُمدَّد الاشتراك بنفس باقته.',
  upgradeOther: 'اختر باقة اشتراك أخرى بنفس العملة تشمل كل الحصص التي تشملها باقتك الحالية.',
  specialOnly: 'لا يمكن شراء هذه الباقة كباقة خاصة.',
  cardNotFound: 'البطاقة غير موجودة.',
  cardVerification: 'التحقق من البطاقة',
  cardSaved: 'تم حفظ بطاقتك. لم يُخصم أي مبلغ.',
  cardDeclined: 'تم رفض البطاقة ولم تُحفظ. لم يُخصم أي مبلغ. جرّب بطاقة أخرى.',
  cardDeleted: 'تمت إزالة بطاقتك.',
  cardCheckNeedsNewCard: 'اختر باقة للدفع ببطاقة محفوظة.',
  savedCardsUnavailable:
    'البطاقات المحفوظة غير متاحة مع مزوّد الدفع لدينا. ادفع من صفحة الدفع، وعند تجديد الاشتراكات نرسل لك رابط دفع.',
  upgradeDearer: 'يجب أن تكون الترقية أغلى من اشتراكك الحالي. اختر باقة أعلى سعرًا.',
  invalidCardNumber: 'رقم البطاقة غير صحيح.',
  invalidSignature: 'التوقيع غير صالح.',
  unknownPayment: 'عملية دفع غير معروفة.',
  gatewayBusy: 'خدمة الدفع مشغولة الآن. سيتم تأكيد دفعك قريبًا.',
  orderNotPendingTitle: 'لم يعد بالإمكان دفع هذا الطلب',
  orderNotPending:
    'هذا الطلب لم يعد بانتظار الدفع (تم إلغاؤه أو فشل)، لذلك لا يمكن دفعه. لم يُخصم أي مبلغ. ابدأ عملية شراء جديدة.',
};

export const PRICE_MODEL_LABEL_AR: Arabic<typeof PRICE_MODEL_LABEL> = {
  PHYSICAL: 'في النادي',
  VIRTUAL: 'أونلاين',
  PT: 'تدريب شخصي',
  AUTOJOINWITHPACKAGE: 'ورشة',
  FOC: 'مجانية',
};

export const GENDER_RULE_LABEL_AR: Arabic<typeof GENDER_RULE_LABEL> = {
  MALE: 'للرجال فقط',
  FEMALE: 'للنساء فقط',
  MIXED: 'للجميع',
};

export const FITNESS_LEVEL_LABEL_AR: Arabic<typeof FITNESS_LEVEL_LABEL> = {
  BASIC: 'مبتدئ',
  INTERMEDIATE: 'متوسط',
  ADVANCED: 'متقدم',
  DONTSPECIFY: null,
};

export const AGE_CATEGORY_LABEL_AR: Arabic<typeof AGE_CATEGORY_LABEL> = { ADULTS: 'الكبار', CHILD: 'أطفال' };

export const CLASS_PLATFORM_LABEL_AR: Arabic<typeof CLASS_PLATFORM_LABEL> = {
  APP: 'على Kinetic',
  INSTAGRAM: 'على Instagram',
  FACEBOOK: 'على Facebook',
  YOUTUBE: 'على YouTube',
  ZOOM: 'على Zoom',
};

export const DAY_SHORT_NAMES_AR: Arabic<typeof DAY_SHORT_NAMES> = [
  'أحد',
  'إثنين',
  'ثلاثاء',
  'أربعاء',
  'خميس',
  'جمعة',
  'سبت',
];

export const DAY_NAMES_AR: Arabic<typeof DAY_NAMES> = [
  'الأحد',
  'الإثنين',
  'الثلاثاء',
  'الأربعاء',
  'الخميس',
  'الجمعة',
  'السبت',
];

export const TIME_BUCKET_LABEL_AR: Arabic<typeof TIME_BUCKET_LABEL> = {
  MORNING: 'الصباح',
  AFTERNOON: 'بعد الظهر',
  EVENING: 'المساء',
  H00_04: '12:00 ص - 04:00 ص',
  H04_08: '04:00 ص - 08:00 ص',
  H08_12: '08:00 ص - 12:00 م',
  H12_16: '12:00 م - 04:00 م',
  H16_20: '04:00 م - 08:00 م',
  H20_24: '08:00 م - 11:59 م',
};

export const JOIN_BUTTON_LABEL_AR: Arabic<typeof JOIN_BUTTON_LABEL> = {
  ONLINE: 'أونلاين',
  AT_GYM: 'في النادي',
  BOOK: 'احجز',
  WAITLIST: 'قائمة الانتظار',
  WAITLISTED: 'في قائمة الانتظار',
  WISHLISTED: 'في المفضلة',
  BOOKED: 'محجوزة',
  EDIT: 'تعديل',
  VIEW: 'عرض',
  BUY_PROGRAM: 'اشترِ البرنامج',
};

export const TRAINER_TYPE_LABEL_AR: Arabic<typeof TRAINER_TYPE_LABEL> = {
  PART_OF_GYM: 'تابع لنادٍ رياضي',
  FREELANCER: 'مدرب مستقل',
};

export const GYM_ROLE_LABEL_AR: Arabic<typeof GYM_ROLE_LABEL> = {
  OWNER: 'المالك',
  TRAINER: 'مدرب',
};

/** WORKOUT_TIMES' labels in Arabic, by value. */
export const WORKOUT_TIME_LABEL_AR: Record<WorkoutTime, string> = {
  EARLY_MORNING: 'الصباح الباكر (5 ص - 8 ص)',
  MORNING: 'الصباح (8 ص - 11 ص)',
  MIDDAY: 'منتصف النهار (11 ص - 2 م)',
  AFTERNOON: 'بعد الظهر (2 م - 5 م)',
  EVENING: 'المساء (5 م - 8 م)',
  NIGHT: 'الليل (8 م - 11 م)',
};

/** Single texts of the domain outside the catalogues, English -> Arabic. */
export const SINGLE_TEXTS_AR = {
  videoMobileWeb: 'الحصص المباشرة أونلاين غير متاحة على متصفح الجوال. استخدم موقع الكمبيوتر أو التطبيق.',
  unlimitedClasses: 'حصص غير محدودة',
} as const;

// In a module of its own so MSG_AR can count too (messages.ar.ts is imported by this file).
export { arabicCount } from './arabic-count';

export const COUNT_NOUNS_AR: Record<string, { one: string; two: string; few: string; many: string }> = {
  credit: { one: 'نقطة واحدة', two: 'نقطتان', few: 'نقاط', many: 'نقطة' },
  class: { one: 'حصة واحدة', two: 'حصتان', few: 'حصص', many: 'حصة' },
  day: { one: 'يوم واحد', two: 'يومان', few: 'أيام', many: 'يومًا' },
  week: { one: 'أسبوع واحد', two: 'أسبوعان', few: 'أسابيع', many: 'أسبوعًا' },
  month: { one: 'شهر واحد', two: 'شهران', few: 'أشهر', many: 'شهرًا' },
};
