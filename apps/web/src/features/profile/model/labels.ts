import { type Gender, WORKOUT_TIMES } from '@kinetic/domain';
import dayjs from 'dayjs';
import { formatDate as formatCalendarDate } from '../../../lib/format';
import { domainText } from '../../../lib/i18n';

/** Catalogue keys (profile namespace) of the genders: translated where they are shown. */
export function genderKey(gender: Gender | null | undefined): 'gender.male' | 'gender.female' | null {
  if (gender === 'MALE') return 'gender.male';
  if (gender === 'FEMALE') return 'gender.female';
  return null;
}

export function kidGenderKey(gender: Gender): 'gender.boy' | 'gender.girl' {
  return gender === 'FEMALE' ? 'gender.girl' : 'gender.boy';
}

/** A date of birth as '5 March 2015' (English) or in the reader's language and digits. */
export function formatDate(isoDate: string | null | undefined): string | null {
  return isoDate ? formatCalendarDate(isoDate, { day: 'numeric', month: 'long', year: 'numeric' }) : null;
}

export function ageInYears(isoDate: string, today = dayjs()): number {
  return Math.max(0, today.diff(dayjs(isoDate), 'year'));
}

export function workoutTimeLabel(value: string): string {
  const label = WORKOUT_TIMES.find((time) => time.value === value)?.label;
  return label ? domainText(label) : value;
}

export function initials(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}
