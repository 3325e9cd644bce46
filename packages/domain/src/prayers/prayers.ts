import { to12Hour } from '../time/clock';

/**
 * The five daily prayers (docs/adr/0047). The API computes their times for a branch's coordinates;
 * the domain names them and words the texts both sides show. No schema here: errors.ts and the
 * first page read these texts, and a schema beside them would bring zod into the first page's chunk.
 */
export const PRAYERS = ['FAJR', 'DHUHR', 'ASR', 'MAGHRIB', 'ISHA'] as const;
export type Prayer = (typeof PRAYERS)[number];

export const PRAYER_LABEL: Record<Prayer, string> = {
  FAJR: 'Fajr',
  DHUHR: 'Dhuhr',
  ASR: 'Asr',
  MAGHRIB: 'Maghrib',
  ISHA: 'Isha',
};

/**
 * A prayer at its local wall time as the refusal names it: 'Maghrib (04:52 PM)'. One text, so the
 * message keeps one argument and its Arabic twin is found from the English (i18n/localise).
 */
export const prayerAtText = (prayer: Prayer, time24: string): string =>
  `${PRAYER_LABEL[prayer]} (${to12Hour(time24)})`;

export const VENUE_MSG = {
  closedForPrayer: (prayerAt: string) =>
    `This time crosses ${prayerAt} and the branch closes for prayers. Choose a time that ends before it or starts after it.`,
  maleTrainerAtWomenOnly:
    'This branch is women-only: only a female trainer can teach its classes. Choose a female trainer.',
};
