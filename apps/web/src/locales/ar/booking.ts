import type { Catalogue } from '../catalogue';
import type { booking as en } from '../en/booking';

/** Arabic texts of booking: Gulf usage, see docs/glossary-ar.md. */
export const booking: Catalogue<typeof en> = {
  action: {
    viewOnly: 'الحجز للأعضاء فقط. هذي الحصة يقدمها شريك ثاني، تقدر تشوفها بس ما تقدر تعدّلها.',
    addToWishlist: 'أضف إلى المفضلة',
    removeFromWishlist: 'احذف من المفضلة',
    leaveWaitlist: 'اطلع من قائمة الانتظار',
    booked: 'تم حجزك. تلقاها في جدولك.',
  },
  flow: {
    whoIsJoining: 'مين بيحضر؟',
    chooseKid: 'اختر الطفل اللي تبي تحجز له الحصة.',
    payAtCheckout: 'ادفع عند الدفع',
    noCredits: 'ما عندك نقاط',
    addCredits: 'أضف نقاط',
    couldNotJoin: 'ما قدرنا نحجز لك الحصة',
    classBooked: 'تم حجز الحصة',
    creditsLeft: ' باقي لك {{credits}} في {{package}}.',
    addedToWaitlist: 'تمت إضافتك لقائمة الانتظار',
    addedToWishlist: 'تمت الإضافة إلى المفضلة',
    wishlistNotice: 'بنبلغك أول ما يفضى مكان.',
    removeFromWishlistQuestion: 'تبي تحذف هذي الحصة من المفضلة؟',
    leaveWaitlistQuestion: 'تبي تطلع من قائمة انتظار هذي الحصة؟',
    removedFromWishlist: 'انحذفت من المفضلة',
    offWishlist: '{{title}} انحذفت من مفضلتك.',
    leftWaitlist: 'طلعت من قائمة الانتظار',
    offWaitlist: '{{title}} ما عادت في قائمة انتظارك.',
  },
  credits_zero: 'بدون نقاط',
  credits_one: 'نقطة واحدة',
  credits_two: 'نقطتان',
  credits_few: '{{n}} نقاط',
  credits_many: '{{n}} نقطة',
  credits_other: '{{n}} نقطة',
  purchase: {
    nobalance: 'ما عندك باقة تغطي هذي الحصة. اختر باقة من تحت عشان تحجزها.',
    choosePackage: 'اختر باقة من تحت.',
  },
};
