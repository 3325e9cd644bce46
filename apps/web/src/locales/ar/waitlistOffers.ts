import type { Catalogue } from '../catalogue';
import type { waitlistOffers as en } from '../en/waitlistOffers';

/** Arabic texts of waitlist seat offers: Gulf usage, see docs/glossary-ar.md. */
export const waitlistOffers: Catalogue<typeof en> = {
  offers: {
    title_zero: 'لا أماكن بانتظارك',
    title_one: 'مكان بانتظارك',
    title_two: 'مكانان بانتظارك',
    title_few: '{{count, number}} أماكن بانتظارك',
    title_many: '{{count, number}} مكانًا بانتظارك',
    title_other: '{{count, number}} مكان بانتظارك',
    intro:
      'توفر مكان في حصة أنت في قائمة انتظارها. احجزه قبل انتهاء المهلة، أو تنازل عنه للتالي في قائمة الانتظار.',
    forKid: 'لـ {{name}}',
    claimBy: 'احجزه قبل {{time}}',
    minutesLeft_zero: 'انتهت المهلة',
    minutesLeft_one: 'باقي دقيقة واحدة',
    minutesLeft_two: 'باقي دقيقتان',
    minutesLeft_few: 'باقي {{count, number}} دقائق',
    minutesLeft_many: 'باقي {{count, number}} دقيقة',
    minutesLeft_other: 'باقي {{count, number}} دقيقة',
    claim: 'احجز المكان',
    claimLabel: 'احجز المكان: {{title}}، {{when}}',
    decline: 'تنازل عنه للتالي',
    declineLabel: 'تنازل عنه للتالي: {{title}}، {{when}}',
    declineTitle: 'هل تتنازل عن المكان؟',
    declineQuestion:
      'سيُعرض المكان في {{title}} يوم {{when}} على التالي في قائمة الانتظار، وتخرج من قائمة انتظار هذه الحصة.',
    claimedTitle: 'تم حجز المكان',
    declinedTitle: 'تنازلت عن المكان',
    claimFailedTitle: 'تعذّر حجز المكان',
    declineFailedTitle: 'تعذّر التنازل عن المكان',
  },
  policy: {
    title: 'سياسة الأماكن',
    intro: 'ماذا يحدث عندما يتوفر مكان في حصة ممتلئة، وكم شخصًا يمكنه انتظار الحصة الواحدة.',
    trainerIntro:
      'للحصص التي تقدمها بنفسك: ماذا يحدث عندما يتوفر مكان، وكم شخصًا يمكنه الانتظار. الحصص التي تدرّبها لنادٍ رياضي تتبع سياسة النادي.',
    formLabel: 'سياسة الأماكن',
    waitlistTitle: 'قائمة الانتظار',
    modeLabel: 'عندما يتوفر مكان',
    modes: {
      AUTO: 'احجز تلقائيًا لأول شخص في قائمة الانتظار',
      AUTOHelp: 'يذهب المكان مباشرة إلى أول شخص في قائمة الانتظار يمكنه أخذه.',
      OFFER: 'اعرض المكان: أول المنتظرين يحجزه خلال مهلة محددة',
      OFFERHelp:
        'يصله إشعار فورًا، وأمامه مهلة الحجز ليأخذ المكان؛ إذا تنازل عنه أو انتهت المهلة يُعرض على الشخص التالي.',
    },
    claimMinutes: 'مهلة الحجز (بالدقائق)',
    claimMinutesHelp: 'المدة المتاحة لأول المنتظرين ليحجز المكان: من {{min}} إلى {{max}} دقيقة.',
    cutoffMinutes: 'آخر موعد للعروض قبل البدء (بالدقائق)',
    cutoffMinutesHelp: 'لا عروض قبل البدء بأقل من هذه المدة؛ يصبح المكان عندها متاحًا للجميع.',
    waitlistMax: 'الحد الأقصى لقائمة الانتظار',
    waitlistMaxHelp: 'أكبر عدد من الأشخاص يمكنهم انتظار حصة واحدة. اتركه فارغًا ليكون بلا حدود.',
    strikes: {
      title: 'الغياب والإلغاء المتأخر',
      help: 'تظهر المخالفات في صفحة كل عميل، ويمكنك هناك إلغاء أي مخالفة مع ذكر السبب.',
      pause: 'أوقف الحجوزات بعد تكرار الغياب',
      limit: 'عدد المخالفات قبل الإيقاف',
      windowDays: 'فترة احتساب المخالفات (بالأيام)',
      pauseDays: 'مدة الإيقاف (بالأيام)',
      lateCancel: 'الإلغاء بعد فوات موعد الاسترداد يُحتسب مخالفة',
      // No _zero forms here: the domain's bounds start at 1 (SEAT_POLICY_LIMITS).
      // After خلال and لمدة, so the dual is يومين.
      days_one: 'يوم واحد',
      days_two: 'يومين',
      days_few: '{{count, number}} أيام',
      days_many: '{{count, number}} يومًا',
      days_other: '{{count, number}} يوم',
      summary_one: 'غياب واحد أو إلغاء متأخر واحد خلال {{window}} يوقف الحجوزات الجديدة لمدة {{pause}}.',
      summary_two: 'حالتا غياب أو إلغاء متأخر خلال {{window}} توقفان الحجوزات الجديدة لمدة {{pause}}.',
      summary_few:
        '{{count, number}} حالات غياب أو إلغاء متأخر خلال {{window}} توقف الحجوزات الجديدة لمدة {{pause}}.',
      summary_many:
        '{{count, number}} حالة غياب أو إلغاء متأخر خلال {{window}} توقف الحجوزات الجديدة لمدة {{pause}}.',
      summary_other:
        '{{count, number}} حالة غياب أو إلغاء متأخر خلال {{window}} توقف الحجوزات الجديدة لمدة {{pause}}.',
      summaryNoShows_one: 'غياب واحد خلال {{window}} يوقف الحجوزات الجديدة لمدة {{pause}}.',
      summaryNoShows_two: 'حالتا غياب خلال {{window}} توقفان الحجوزات الجديدة لمدة {{pause}}.',
      summaryNoShows_few:
        '{{count, number}} حالات غياب خلال {{window}} توقف الحجوزات الجديدة لمدة {{pause}}.',
      summaryNoShows_many:
        '{{count, number}} حالة غياب خلال {{window}} توقف الحجوزات الجديدة لمدة {{pause}}.',
      summaryNoShows_other:
        '{{count, number}} حالة غياب خلال {{window}} توقف الحجوزات الجديدة لمدة {{pause}}.',
    },
    rollDefault: {
      label: 'عند إغلاق كشف الحضور، يُحتسب من لم يسجّل حضوره',
      help: 'مع اختيار «حاضرًا» لا حاجة لتسجيل حضور أحد: يسجّل فريقك غياب من لم يحضر فقط.',
      NO_SHOW: 'غائبًا (غياب)',
      ATTENDED: 'حاضرًا',
    },
    fees: {
      title: 'رسوم الإلغاء المتأخر والغياب',
      help: 'تُضاف الرسوم إلى النقاط التي يخسرها العميل أصلًا عند الإلغاء المتأخر. يرى العملاء رسومك قبل الحجز، وتظهر كل رسوم في صفحة العميل، ويمكنك هناك إعفاؤه منها مع ذكر السبب.',
      unit: 'احتسب الرسوم بـ',
      unit_CREDITS: 'النقاط',
      unit_MONEY: 'المال ({{currency}})',
      lateCancelFee_CREDITS: 'رسوم الإلغاء المتأخر (بالنقاط)',
      lateCancelFee_MONEY: 'رسوم الإلغاء المتأخر ({{currency}})',
      lateCancelHelp: 'الإلغاء قبل البدء بأقل من {{hours}} ساعات. صفر أو فارغ: بلا رسوم.',
      noShowFee_CREDITS: 'رسوم الغياب (بالنقاط)',
      noShowFee_MONEY: 'رسوم الغياب ({{currency}})',
      noShowHelp: 'الغياب عند إغلاق كشف الحضور. صفر أو فارغ: بلا رسوم.',
      delay: 'حصّل الرسوم بعد (بالساعات)',
      delayHelp: 'يمكن لفريقك الإعفاء من الرسوم قبل تحصيلها: من {{min}} إلى {{max}} ساعة.',
      summaryBoth: 'الإلغاء قبل البدء بأقل من {{hours}} ساعات يكلّف {{lateCancel}}، والغياب يكلّف {{noShow}}.',
      summaryLateCancel: 'الإلغاء قبل البدء بأقل من {{hours}} ساعات يكلّف {{lateCancel}}.',
      summaryNoShow: 'الغياب يكلّف {{noShow}}.',
      // No _zero form: no delay reads takenAtOnce.
      takenLater_one: 'تُحصَّل الرسوم بعد ساعة واحدة، ما لم تُعفِ العميل منها.',
      takenLater_two: 'تُحصَّل الرسوم بعد ساعتين، ما لم تُعفِ العميل منها.',
      takenLater_few: 'تُحصَّل الرسوم بعد {{count, number}} ساعات، ما لم تُعفِ العميل منها.',
      takenLater_many: 'تُحصَّل الرسوم بعد {{count, number}} ساعة، ما لم تُعفِ العميل منها.',
      takenLater_other: 'تُحصَّل الرسوم بعد {{count, number}} ساعة، ما لم تُعفِ العميل منها.',
      takenAtOnce: 'تُحصَّل الرسوم فورًا، وإذا أعفيت العميل منها لاحقًا تُعاد إليه.',
    },
    selfCheckIn: {
      title: 'تسجيل الحضور الذاتي',
      help: 'يضغط العملاء «أنا هنا» في حجزهم لتسجيل حضورهم بأنفسهم، بدل عرض رمزهم عند الباب. ويبقى بإمكان فريقك تسجيل حضورهم.',
      allow: 'اسمح للعملاء بتسجيل حضورهم بأنفسهم في مكان الحصة',
      minutes: 'يُتاح قبل بدء الحصة بكم دقيقة',
      minutesHelp:
        'من {{min}} إلى {{max}} دقيقة. يعمل ضمن {{meters}} متر من الفرع أو مكان الحصة، وحتى نهاية الحصة.',
    },
    save: 'حفظ',
    saved: 'تم حفظ سياسة الأماكن',
    savedMessage: 'الأماكن التي تتوفر من الآن تتبع هذه السياسة.',
    saveFailed: 'لم تُحفظ سياسة الأماكن',
    loadError: 'تعذّر تحميل سياسة الأماكن',
    errors: {
      minutes: 'أدخل عددًا صحيحًا من الدقائق من {{min}} إلى {{max}}.',
      waitlistMax: 'أدخل عددًا صحيحًا من {{min}} إلى {{max}}، أو اتركه فارغًا.',
      strikes: 'أدخل عددًا صحيحًا من {{min}} إلى {{max}}.',
      days: 'أدخل عددًا صحيحًا من الأيام من {{min}} إلى {{max}}.',
      creditFee: 'أدخل عددًا صحيحًا من النقاط من {{min}} إلى {{max}}.',
      moneyFee: 'أدخل مبلغًا من {{min}} إلى {{max}}.',
      hours: 'أدخل عددًا صحيحًا من الساعات من {{min}} إلى {{max}}.',
    },
  },
};
