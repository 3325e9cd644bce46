import type { Catalogue } from '../catalogue';
import type { booking as en } from '../en/booking';

/** Arabic texts of booking: Gulf usage, see docs/glossary-ar.md. */
export const booking: Catalogue<typeof en> = {
  action: {
    viewOnly: 'الحجز للأعضاء فقط. يقدّم هذه الحصة شريك آخر، لذا يمكنك عرضها دون تعديلها.',
    addToWishlist: 'أضف إلى المفضلة',
    removeFromWishlist: 'احذف من المفضلة',
    leaveWaitlist: 'غادر قائمة الانتظار',
    booked: 'تم حجزك. ستجدها في جدولك.',
  },
  flow: {
    whoIsJoining: 'من سيحضر؟',
    chooseKid: 'اختر الطفل الذي تريد حجز الحصة له.',
    payAtCheckout: 'ادفع عند إتمام الطلب',
    noCredits: 'لا توجد لديك نقاط',
    addCredits: 'أضف نقاطاً',
    notInCategory: 'باقتك لا تغطي هذه الحصة',
    couldNotJoin: 'تعذّر حجز الحصة',
    classBooked: 'تم حجز الحصة',
    creditsLeft: ' تبقّى لك {{credits}} في {{package}}.',
    addedToWaitlist: 'تمت إضافتك إلى قائمة الانتظار',
    addedToWishlist: 'تمت الإضافة إلى المفضلة',
    wishlistNotice: 'سنبلغك فور توفر مكان.',
    removeFromWishlistQuestion: 'هل تريد حذف هذه الحصة من المفضلة؟',
    leaveWaitlistQuestion: 'هل تريد مغادرة قائمة انتظار هذه الحصة؟',
    removedFromWishlist: 'تم الحذف من المفضلة',
    offWishlist: 'تم حذف {{title}} من مفضلتك.',
    leftWaitlist: 'غادرت قائمة الانتظار',
    offWaitlist: 'لم تعد {{title}} في قائمة انتظارك.',
  },
  purchase: {
    nobalance: 'لا توجد لديك باقة تغطي هذه الحصة. اختر باقة من الأسفل لكي تحجزها.',
    choosePackage: 'اختر باقة من الأسفل.',
  },
};
