import { describe, expect, it } from 'vitest';
import '../i18n/arabic';
import { localise } from '../i18n/localise';
import { PRAYER_LABEL, prayerAtText, VENUE_MSG } from './prayers';

describe('the prayer refusal’s words (docs/adr/0047)', () => {
  it('names the prayer and its 12-hour time', () => {
    expect(VENUE_MSG.closedForPrayer(prayerAtText('MAGHRIB', '16:52'))).toBe(
      'This time crosses Maghrib (04:52 PM) and the branch closes for prayers. Choose a time that ends before it or starts after it.',
    );
  });

  it('reads in Arabic from the English, the prayer and the time too', () => {
    expect(localise(VENUE_MSG.closedForPrayer(prayerAtText('FAJR', '04:10')), 'ar')).toBe(
      'هذا الوقت يتقاطع مع صلاة الفجر (04:10 ص) والفرع يُغلق وقت الصلاة. اختر وقتًا ينتهي قبلها أو يبدأ بعدها.',
    );
    expect(localise(PRAYER_LABEL.ISHA, 'ar')).toBe('العشاء');
    expect(localise(VENUE_MSG.maleTrainerAtWomenOnly, 'ar')).toContain('للنساء فقط');
  });
});
