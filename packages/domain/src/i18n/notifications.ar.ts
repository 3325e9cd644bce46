import type { NOTIFICATION_TEMPLATES } from '../notifications/types';
import { RAMADAN_MSG_AR } from '../ramadan/messages.ar';
import { CM_MSG_AR, WAITLIST_MSG_AR } from './catalogues.ar';
import type { Arabic } from './messages.ar';
import { MSG_AR } from './messages.ar';

/**
 * The activityMsg of every notification type in Arabic (docs/glossary-ar.md), with the same
 * placeholders as the English (a test holds it): a notification reads in its reader's language.
 */
export const NOTIFICATION_TEMPLATES_AR: Arabic<typeof NOTIFICATION_TEMPLATES> = {
  trainerFollowed: 'بدأ $userName بمتابعتك.',
  classJoined: 'حجز $userName في $className يوم $classDate.',
  waitlistPromoted: MSG_AR.waitlistPromoted,
  classLeft: 'ألغى $userName حجزه في $className يوم $classDate.',
  creditsRefunded: 'استرددت $credits من رصيدك عن $className يوم $classDate.',
  followedTrainerClassCreated: 'أضاف $userName حصة جديدة: $className يوم $classDate.',
  autoWaitlistBooked: 'أصبح مكانك في قائمة انتظار $className يوم $classDate حجزًا مؤكدًا.',
  checkedIn: 'تم تسجيل حضورك في $className يوم $classDate. تمرينًا ممتعًا!',
  packageBought: 'اشتريت باقة $packageName. استمتع بحصصك!',
  packageExpiringSoon: 'تنتهي باقة $packageName في $expiryDate.',
  subscriptionRenewed: 'تم تجديد اشتراكك في $packageName.',
  subscriptionRenewalFailed: 'تعذّر تجديد اشتراكك في $packageName.',
  paymentFailed: 'لم تتم عملية الدفع لباقة $packageName.',
  classEdited: 'عدّل $gymName تفاصيل $className يوم $classDate.',
  packageSold: 'اشترى $userName باقة $packageName.',
  waitlistJoined: 'انضم $userName إلى قائمة انتظار $className يوم $classDate.',
  canceledByGym: CM_MSG_AR.bookingCanceledByGym,
  sessionDeleted: CM_MSG_AR.classSessionCanceledByGym,
  supportMessage: CM_MSG_AR.supportMessage,
  sessionMoved: CM_MSG_AR.classSessionMoved,
  bookedFromWaitlistByGym: WAITLIST_MSG_AR.bookedByGym,
  partnerApproved: 'تمت الموافقة على حسابك: صفحتك وحصصك ظاهرة للجميع الآن.',
  partnerRefused: 'لم تتم الموافقة على حسابك: $reason',
  teamInvited: 'دعاك $userName للانضمام إلى فريقه. اقبل الدعوة لتدريب حصصه.',
  teamJoined: 'قبل $userName دعوتك وانضم إلى فريقك.',
  teamDeclined: 'اعتذر $userName عن دعوتك للانضمام إلى فريقك.',
  teamLeft: 'غادر $userName فريقك. الحصص القادمة التي أصبحت بلا مدرب: $sessions.',
  teamRemoved: 'أزالك $userName من فريقه. لم تعد تدرّب حصصه.',
  waitlistOffered: MSG_AR.waitlistOffered,
  waitlistOfferExpired: MSG_AR.waitlistOfferExpired,
  noShowRecorded: MSG_AR.noShowRecorded,
  seatFeeTaken: MSG_AR.seatFeeTaken,
  seatFeeOwed: MSG_AR.seatFeeOwed,
  seatFeeWaived: MSG_AR.seatFeeWaived,
  reviewRequested: 'كيف كانت حصة $className يوم $classDate؟ قيّمها وأخبر الآخرين.',
  reviewAnswered: 'ردّ $userName على تقييمك لحصة $className.',
  referralRewarded: MSG_AR.referralRewarded,
  sessionMovedForRamadan: RAMADAN_MSG_AR.movedForRamadan,
};
