import { type Gender, WORKOUT_TIMES } from '@kinetic/domain';
import dayjs from 'dayjs';

export const GENDER_OPTIONS = [
  { value: 'MALE', label: 'Male' },
  { value: 'FEMALE', label: 'Female' },
];

export function genderLabel(gender: Gender | null | undefined): string | null {
  if (gender === 'MALE') return 'Male';
  if (gender === 'FEMALE') return 'Female';
  return null;
}

export function kidGenderLabel(gender: Gender): string {
  return gender === 'FEMALE' ? 'Girl' : 'Boy';
}

export function formatDate(isoDate: string | null | undefined): string | null {
  return isoDate ? dayjs(isoDate).format('D MMMM YYYY') : null;
}

export function ageInYears(isoDate: string, today = dayjs()): number {
  return Math.max(0, today.diff(dayjs(isoDate), 'year'));
}

export function workoutTimeLabel(value: string): string {
  return WORKOUT_TIMES.find((time) => time.value === value)?.label ?? value;
}

export function initials(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}
