import { PRAYER_LABEL, type Prayer } from './prayers';

export const PRAYER_LABEL_AR: Record<Prayer, string> = {
  FAJR: 'الفجر',
  DHUHR: 'الظهر',
  ASR: 'العصر',
  MAGHRIB: 'المغرب',
  ISHA: 'العشاء',
};

/** 'Maghrib (04:52 PM)' as Arabic readers write it: 'المغرب (04:52 م)'; anything else as given. */
function prayerAtArabic(prayerAt: string): string {
  const found = /^(\w+) \((\d{2}:\d{2}) (AM|PM)\)$/.exec(String(prayerAt));
  const prayer = found && (Object.keys(PRAYER_LABEL) as Prayer[]).find((p) => PRAYER_LABEL[p] === found[1]);
  if (!found || !prayer) return String(prayerAt);
  return `${PRAYER_LABEL_AR[prayer]} (${found[2]} ${found[3] === 'AM' ? 'ص' : 'م'})`;
}

export const VENUE_MSG_AR = {
  closedForPrayer: (prayerAt: string) =>
    `هذا الوقت يتقاطع مع صلاة ${prayerAtArabic(prayerAt)} والفرع يُغلق وقت الصلاة. اختر وقتًا ينتهي قبلها أو يبدأ بعدها.`,
  maleTrainerAtWomenOnly: 'هذا الفرع مخصّص للنساء فقط: لا تدرّس حصصه إلا مدرّبة. اختر مدرّبة.',
};
