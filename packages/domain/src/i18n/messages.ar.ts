import type { MSG } from '../messages';
import { arabicCount } from './arabic-count';
import { CONNECTION_REFUSED_AR } from './connection.ar';

/** Minutes after "بعد" (in a minute, in two minutes, in 5 minutes, in 15 minutes). */
const MINUTES_AFTER = { one: 'دقيقة', two: 'دقيقتين', few: 'دقائق', many: 'دقيقة' };

/**
 * The Arabic twin of a catalogue: the same keys, a string for each string, a function of the same
 * arguments for each function, so a missing or extra twin fails the type check.
 */
export type Arabic<T> = {
  -readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : T[K] extends readonly unknown[]
        ? Arabic<T[K]>
        : T[K] extends object
          ? Arabic<T[K]>
          : T[K];
};

/** MSG in Arabic (Gulf usage, docs/glossary-ar.md). Placeholders such as $className stay as they are. */
export const MSG_AR: Arabic<typeof MSG> = {
  required: 'هذه المعلومة مطلوبة.',
  fieldRequired: 'هذا الحقل مطلوب.',
  allFieldsRequired: 'كل الحقول مطلوبة.',
  maxLength: (n: number) => `الحد الأقصى ${n} حرفًا.`,
  minLength: (n: number) => `يجب أن يحتوي الحقل على ${n} أحرف على الأقل.`,
  invalidEmail: 'البريد الإلكتروني غير صحيح.',
  passwordMismatch: 'كلمة المرور غير متطابقة.',
  passwordRule: 'كلمة المرور غير صالحة. يجب أن تكون 8 أحرف على الأقل وتحتوي على رقم.',
  commonPassword: 'كلمة المرور هذه شائعة ويسهل تخمينها. اختر كلمة مرور أخرى.',
  onlyDigits: 'يُسمح بالأرقام فقط.',
  emailMismatch: 'البريد الإلكتروني غير متطابق.',
  activitiesRequired: 'الأنشطة مطلوبة.',
  timingRequired: 'التوقيت مطلوب.',
  atLeastOneActivity: 'يجب أن يكون لديك نشاط واحد على الأقل.',
  bioBlank: 'لا يمكنك ترك النبذة فارغة أثناء تعديلها.',
  bioTooLong: 'لا يمكن أن تزيد النبذة عن 600 حرف.',
  noChanges: 'لا توجد تغييرات للحفظ',
  monthlyPrice: 'لا يمكن أن يكون السعر الشهري أكبر من السعر السنوي أو مساويًا له',
  validCity: 'اختر مدينة صحيحة',
  localityRequired: 'المنطقة مطلوبة.',
  validLocality: 'اختر منطقة صحيحة.',
  dobFuture: 'لا يمكن أن يكون تاريخ الميلاد في المستقبل.',
  promoRequired: 'رمز الخصم مطلوب',
  invalidDate: 'التاريخ غير صحيح.',
  dateOutOfRange: (from: number, to: number) => `اختر تاريخًا بين ${from} و${to}.`,
  httpUrlOnly: 'أدخل عنوان موقع يبدأ بـ http:// أو https://.',
  unsafeText: 'يحتوي هذا النص على رموز غير مسموح بها.',

  emailAvailable: 'البريد الإلكتروني متاح',
  validEmail: 'بريد إلكتروني صحيح',
  alreadyHaveAccount: 'لديك حساب بالفعل',
  emailExists: 'البريد الإلكتروني مسجّل من قبل. جرّب بريدًا آخر.',
  emailDoesNotExist: 'البريد الإلكتروني غير مسجّل',
  resetMailSent: 'تم إرسال الرسالة بنجاح',
  invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  partnerLogin: 'هذا الحساب تابع لشريك. سجّل الدخول من الرابط.',
  resetTokenInvalid: 'رابط إعادة التعيين غير صالح أو انتهت صلاحيته. اطلب رابطًا جديدًا.',
  passwordUpdated: 'تم تغيير كلمة المرور بنجاح!',
  oldPasswordWrong: 'كلمة المرور الحالية غير صحيحة.',
  emailUpdated: 'تم تغيير البريد الإلكتروني بنجاح!',
  emailChangeSent:
    'أرسلنا رابطًا إلى عنوانك الجديد. يتغير بريدك الإلكتروني عند فتحه (خلال 24 ساعة)؛ وحتى ذلك الحين تسجّل الدخول بالعنوان الحالي.',
  emailChangeInvalid: 'رابط التأكيد هذا غير صالح أو انتهت صلاحيته. يرجى تغيير بريدك الإلكتروني مرة أخرى.',
  passwordWrong: 'كلمة المرور غير صحيحة.',
  phoneUpdated: 'تم تغيير رقم الهاتف بنجاح!',
  profileSaved: 'تم حفظ التغييرات على ملفك الشخصي!',
  profileError: 'حدث خطأ أثناء تحديث الملف الشخصي',
  countryChanged: 'تم تغيير الدولة بنجاح.',
  messageSent: 'تم إرسال الرسالة بنجاح',
  tooManyRequests: 'محاولات كثيرة. انتظر دقيقة وحاول مرة أخرى.',
  tooManyGuestWrites: 'حسابات أو طلبات جديدة كثيرة من هذا الاتصال. حاول مرة أخرى لاحقًا.',
  accountLocked: (minutes: number) =>
    `محاولات دخول فاشلة كثيرة على هذا الحساب. حاول مرة أخرى بعد ${arabicCount(Number(minutes), MINUTES_AFTER)}، أو أعد تعيين كلمة المرور.`,
  tooManyResetMails:
    'أرسلنا عدة روابط لإعادة التعيين إلى هذا البريد. تفقّد بريدك الوارد ومجلد الرسائل غير المرغوب فيها، أو حاول مرة أخرى بعد ساعة.',
  tooManyLookups: 'عمليات تحقق كثيرة من البريد الإلكتروني من هذا الاتصال. حاول مرة أخرى لاحقًا.',
  rangeOrder: 'يجب أن يكون تاريخ البداية في تاريخ النهاية أو قبله.',
  rangeTooLong: 'اختر مدة لا تزيد على سنة واحدة.',
  pageSizeTooBig: (n: number) => `تتسع الصفحة لـ ${n} صفًا على الأكثر.`,
  endAfterStart: 'يجب أن يكون وقت النهاية بعد وقت البداية.',
  hoursOverlap: 'يجب ألا تتداخل الساعات في اليوم نفسه.',
  dateNotPast: 'اختر تاريخ اليوم أو تاريخًا بعده.',
  dateTooFar: 'اختر تاريخًا خلال السنة القادمة.',
  bothTimesOrNone: 'حدّد وقت البداية ووقت النهاية معًا، أو اتركهما فارغين ليوم كامل.',
  amountNotNegative: 'لا يمكن أن يكون المبلغ سالبًا.',
  amountTooHigh: 'المبلغ مرتفع جدًا.',
  sessionLength: 'اختر مدة الجلسة من القائمة.',
  ptTrainerExists: 'هذا المدرب مُعدّ للتدريب الشخصي في ناديك بالفعل.',
  notATrainer: 'اختر حساب مدرب.',
  invalidIdList: 'أرسل المعرّفات أرقامًا تفصل بينها فواصل.',
  balanceNotNegative: 'لا يمكن أن يقل الرصيد عن صفر.',
  numberTooSmall: 'هذا الرقم صغير جدًا.',
  reasonRequired: 'اكتب سبب هذا التغيير (3 أحرف على الأقل).',
  expiryOrValidity: 'حدّد تاريخ الانتهاء أو مدة الصلاحية بالأيام، وليس كليهما.',
  customerKidUnknown: 'هذا الطفل غير موجود في ملف العميل.',
  kidPackageNeedsKid: 'هذه الباقة للأطفال: اختر الطفل الذي ستكون له.',
  adultPackageNoKid: 'هذه الباقة للبالغين: لا يمكن منحها لطفل.',
  packageNotOnSale: 'اختر باقة فعّالة من باقات ناديك.',
  amountNotEditable: 'يمكن هنا تصحيح المبلغ المدفوع في مكتب ناديك فقط.',
  invalidStore: 'اختر دولة صحيحة.',
  invalidUserType: 'سجّل كعميل أو كمدرب.',
  invalidActivity: 'اختر الأنشطة من القائمة.',
  invalidWorkoutTime: 'اختر الأوقات من القائمة.',
  unknownKid: 'هذا الطفل غير موجود في ملفك.',
  unknownActivity: 'هذا النشاط غير موجود في ملفك.',
  invalidRedirect: 'مسار التحويل غير صالح.',
  numberTooLarge: 'هذا الرقم كبير جدًا.',
  oauthUnavailable: (provider: string) => `تسجيل الدخول عبر ${provider} غير متاح.`,
  oauthStateInvalid: 'انتهت صلاحية محاولة تسجيل الدخول هذه. حاول مرة أخرى.',
  oauthCancelled: (provider: string) => `تم إلغاء تسجيل الدخول عبر ${provider}.`,
  oauthFailed: (provider: string) => `تعذّر تسجيل الدخول عبر ${provider}. حاول مرة أخرى.`,
  oauthNoEmail: (provider: string) =>
    `لم يشارك ${provider} بريدك الإلكتروني. سجّل الدخول ببريدك الإلكتروني بدلًا من ذلك.`,
  oauthOtherAccount: (provider: string) => `هذا البريد الإلكتروني مرتبط بحساب ${provider} آخر.`,

  genderOnly: (gender: 'MALE' | 'FEMALE') =>
    String(gender).toUpperCase() === 'MALE' ? 'هذه الحصة للرجال فقط' : 'هذه الحصة للنساء فقط',
  joinErrorTitle: 'تعذّر الحجز',
  mobileToBook: 'أضف رقم هاتفك في ملفك الشخصي قبل حجز الحصة.',
  mobileToWaitlist: 'أضف رقم هاتفك قبل إضافة الحصة إلى قائمة الانتظار.',
  selectKid: 'اختر طفلًا.',
  notEnoughCredits: 'رصيدك من النقاط لا يكفي لحجز هذه الحصة. هل تريد إضافة نقاط لحجزها؟',
  planExpires: 'اشتراكك ينتهي قبل موعد هذه الحصة. هل تريد إضافة نقاط إلى حسابك لتضمن مكانك فيها؟',
  noBalance: 'ليس لديك رصيد. سننقلك إلى صفحة الاشتراكات.',
  notInCategory: 'باقة النشاط لديك تغطي حصص أنشطتها فقط، وهذه الحصة ليست منها. هل تريد شراء باقة تغطيها؟',
  visitLimit:
    'تجاوزت عدد الزيارات المسموح بها لهذا النادي الرياضي في اشتراكك. أضف نقاطًا إلى حسابك لتحجز هذه الحصة.',
  visitLimitTitle: 'تجاوزت حد الزيارات',
  creditSeatsFilled: 'لا يمكنك حجز هذه الحصة باشتراكك الحالي. اشترِ باقة خاصة بالنادي الرياضي.',
  creditSeatsFilledTitle: 'الأماكن المتاحة بالنقاط اكتملت',
  failureTitle: 'تعذّر الطلب',
  joinClassError: 'خطأ في حجز الحصة',
  waitlistPolicy: 'حسب سياسة الحصة ستُضاف إلى قائمة الانتظار',
  cancelQuestion: 'لماذا تريد إلغاء هذه الحصة؟',
  classDeleted: 'تم حذف هذه الحصة.',
  gymSpecificCancellation: 'مع باقة خاصة بالنادي الرياضي يمكنك الحضور في نفس المكان لمدة 7 أيام بعد الإلغاء.',
  noKids: 'أضف أطفالك إلى ملفك الشخصي لحجز هذه الحصة.',
  kidNotForAdultClass: 'هذه الحصة للكبار: لا يمكن حجز طفل فيها.',
  classFull: 'هذه الحصة مكتملة. انضم إلى قائمة الانتظار وسنحجز لك فور توفر مكان.',
  checkoutRequired: 'هذه الحصة تُدفع قيمتها عند إتمام الطلب.',
  classStarted: 'هذه الحصة بدأت بالفعل.',
  classListOutdated: 'مضى على هذه القائمة أكثر من ساعة. حمّلها من جديد من الصفحة الأولى.',
  classListAsOfFuture: 'لا يمكن أن يكون وقت هذه القائمة (asOf) في المستقبل.',
  alreadyBooked: 'حجزت هذه الحصة من قبل.',
  alreadyOnList: 'هذه الحصة موجودة في قائمتك بالفعل.',
  seatsAvailable: 'لا تزال هناك أماكن متاحة: احجز الحصة بدلًا من ذلك.',
  bookingAlreadyCanceled: 'هذا الحجز ملغى بالفعل.',
  invalidCancellationReason: 'اختر سببًا صحيحًا للإلغاء.',
  noRefundWarning: 'هذه الحصة تبدأ بعد أقل من 6 ساعات. إذا ألغيت الآن لن تُسترد نقاطك.',
  waitListPopUpMessage: 'أنت في قائمة الانتظار. إذا توفر مكان سنحجز لك تلقائيًا ونبلغك.',
  waitlistGymDecides: (minutes: number) =>
    `أنت في قائمة الانتظار: لا تزال هناك أماكن متاحة، لكن قبل البدء بهذا القرب يحجز النادي من قائمة الانتظار. إذا لم يحجز لك قبل ${arabicCount(Number(minutes), MINUTES_AFTER)} من بدء الحصة، نحجز لك تلقائيًا حينها ما دام هناك مكان متاح ونقاطك تغطي الحصة. سنبلغك عند حجزك.`,
  waitlistBookedShortly:
    'أنت في قائمة الانتظار: لا تزال هناك أماكن متاحة والحصة تبدأ قريبًا، لذلك نحجز لك تلقائيًا خلال دقيقة إذا كانت نقاطك تغطي الحصة، ونبلغك.',
  waitlistPromoted: 'توفر مكان في $className يوم $classDate: تم حجزك من قائمة الانتظار.',
  waitlistOffers: (minutes: number) =>
    `أنت في قائمة الانتظار. إذا توفر مكان نعرضه على أول المنتظرين، ولديه ${arabicCount(Number(minutes), MINUTES_AFTER)} ليطلبه. سنخبرك عندما يحين دورك.`,
  waitlistOffered: 'توفر مكان في $className يوم $classDate. المكان لك إذا طلبته قبل $claimBy.',
  waitlistOfferExpired:
    'انتهت مهلة عرض المكان في $className يوم $classDate، فانتقل المكان إلى التالي في قائمة الانتظار.',
  offerGone: 'انتهت مهلة عرض هذا المكان أو تم استخدامه بالفعل.',
  offerClaimed: 'المكان لك: تم حجزك.',
  offerDeclined: 'تنازلت عن المكان للتالي في قائمة الانتظار.',
  waitlistFull: 'قائمة الانتظار لهذه الحصة ممتلئة.',
  bookingPaused: (until: string) =>
    `تغيّبت أو ألغيت متأخرًا عن عدد كبير من الحصص هنا مؤخرًا، لذلك أُوقفت الحجوزات الجديدة حتى ${until}.`,
  rollClosed: 'تم إغلاق كشف حضور هذه الحصة: أصبح الحضور نهائيًا.',
  rollNotYet: 'يمكن إغلاق كشف الحضور بعد بدء الحصة.',
  noShowRecorded: 'تم تسجيل غيابك عن $className يوم $classDate.',
  seatFeeTaken: 'تم خصم رسوم قدرها $fee عن $className يوم $classDate.',
  seatFeeOwed: 'رسوم قدرها $fee عن $className يوم $classDate لم تُدفع بعد، وتُسدَّد مع عملية شرائك القادمة.',
  seatFeeWaived: 'تم إعفاؤك من رسوم قدرها $fee عن $className يوم $classDate.',
  referralRewarded: 'انضم $friendName عبر دعوتك وأتمّ الدفع: أُضيف $reward إلى محفظتك.',
  feeSettled: 'تم الإعفاء من هذه الرسوم من قبل.',
  joinSuccess: 'تم حجزك في الحصة.',
  idempotencyKeyReused: 'مفتاح Idempotency-Key هذا استُخدم من قبل لطلب مختلف.',

  serverError: 'حدث خطأ في الخادم. حاول مرة أخرى لاحقًا.',
  genericError: 'حدث خطأ',
  connectionRefused: CONNECTION_REFUSED_AR,
  unauthorized: 'انتهت جلستك. سجّل الدخول مرة أخرى.',
  forbidden: 'غير مسموح لك بهذا الإجراء.',
  notFound: 'غير موجود.',
};
