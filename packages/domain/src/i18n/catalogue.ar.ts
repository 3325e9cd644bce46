import type { CATALOGUE_MSG } from '../gym-admin/catalogue-messages';
import type { TEAM_MSG } from '../gym-admin/team';
import type { Arabic } from './messages.ar';

/** CATALOGUE_MSG in Arabic. */
export const CATALOGUE_MSG_AR: Arabic<typeof CATALOGUE_MSG> = {
  chooseType: 'اختر نوع الباقة من القائمة.',
  chooseCategory: 'اختر البالغين أو الأطفال.',
  wholeNumber: 'أدخل عددًا صحيحًا.',
  creditsRange: 'يجب أن تكون النقاط بين 0 و10,000.',
  classesRange: 'يجب أن يكون عدد الحصص بين 1 و10,000.',
  validityRange: 'يجب أن تكون الصلاحية بين يوم واحد و3,650 يومًا.',
  visitLimitRange: 'يجب أن يكون حد الزيارات بين 1 و1,000.',
  readySizeRange: 'يجب أن يكون حجم الباقة الجاهزة بين 1 و100.',
  weeksRange: 'يجب أن يكون التجديد كل أسبوع إلى 52 أسبوعًا.',
  packageGivesNothing: 'يجب أن تمنح الباقة نقاطًا أو حصصًا أو حصصًا غير محدودة.',
  chooseActivities: 'اختر الأنشطة التي تغطيها هذه الباقة.',
  chooseProgramClass: 'اختر حصة الورشة التي يحجزها هذا البرنامج.',
  unknownProgramClass: 'اختر إحدى حصص الورش الخاصة بك (نموذج السعر: ورشة).',
  unlimitedWithClasses: 'الباقة غير المحدودة ليس لها عدد حصص: اترك الحصص فارغة.',
  percentRange: 'يجب أن تكون نسبة الخصم بين 1 و100.',
  amountPositive: 'يجب أن يكون مبلغ الخصم أكبر من 0.',
  extrasRange: 'يجب أن تكون النقاط والأيام الإضافية بين 0 و1,000.',
  validToAfterFrom: 'يجب أن تكون نهاية الصلاحية بعد بدايتها.',
  usesRange: 'يجب أن يكون حد الاستخدام بين 1 و1,000,000.',
  perUserAboveTotal: 'لا يمكن أن يزيد الحد لكل عميل على الحد الإجمالي.',
  couponCode: 'استخدم من 3 إلى 30 حرفًا أو رقمًا أو شرطة، دون مسافات.',
  couponExists: 'توجد قسيمة بهذا الرمز بالفعل. اختر رمزًا آخر.',
  notYourPackages: 'اختر باقات ناديك فقط.',
  activityExists: 'يوجد نشاط بهذا الاسم بالفعل.',
  subCategoryExists: 'لهذا النشاط فئة فرعية بهذا الاسم بالفعل.',
  unknownActivity: 'اختر نشاطًا من الأنشطة المشتركة أو من أنشطة ناديك.',
  activityInUse: (count: number) => `يستخدم هذا النشاط ${count} حصة. انقل هذه الحصص إلى نشاط آخر أولًا.`,
  subCategoryInUse: (count: number) =>
    `تستخدم هذه الفئة الفرعية ${count} حصة. انقل هذه الحصص إلى فئة فرعية أخرى أولًا.`,
  activityHasSubCategories: (count: number) => `لهذا النشاط ${count} فئة فرعية. احذفها أولًا.`,
};

/** TEAM_MSG in Arabic. */
export const TEAM_MSG_AR: Arabic<typeof TEAM_MSG> = {
  notOnTeam: 'هذا المدرب ليس ضمن فريقك. ادعه من صفحة الفريق، واختره بعد أن يقبل الدعوة.',
  alreadyOnTeam: 'هذا المدرب ضمن فريقك بالفعل.',
  alreadyInvited: 'سبق أن دعوت هذا المدرب. سيجد الدعوة في إشعاراته.',
  invitationClosed: 'هذه الدعوة لم تعد متاحة.',
  notInTeam: 'أنت لست ضمن فريق هذا النادي.',
};
