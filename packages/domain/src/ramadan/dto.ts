import type { RamadanWindow } from './hours';
import type { RamadanMode } from './schemas';

/** GET/PUT /manage/branches/:id/ramadan-hours. */
export interface RamadanHoursDto {
  branchId: number;
  hijriYear: number;
  /** Ramadan's first and last days that year. */
  from: string;
  to: string;
  windows: RamadanWindow[];
}

export const RAMADAN_REFUSALS = [
  'NO_HOURS',
  'OUTSIDE_HOURS',
  'CROSSES_PRAYER',
  'WOMEN_ONLY',
  'PAST_RAMADAN',
  'NOT_IN_RAMADAN',
  'ALREADY_PLANNED',
  'NOT_AT_BRANCH',
  'TIMING_DELETED',
  'INVALID_TIME',
] as const;
export type RamadanRefusal = (typeof RAMADAN_REFUSALS)[number];

/** One timing of a Ramadan plan: what would change, and why it may not. */
export interface RamadanPlanItemDto {
  timingId: number;
  classId: number | null;
  title: string;
  days: number[];
  oldStart: string;
  oldEnd: string;
  newStart: string;
  newEnd: string;
  /** The Ramadan days this timing runs on (within its own dates). */
  from: string | null;
  to: string | null;
  /** MOVE: sessions existing in Ramadan that move; COPY: 0. */
  sessionsMoved: number;
  /** Sessions the Ramadan timing will hold (existing moved plus new). */
  sessions: number;
  /** Booked customers of the moved sessions (told, and free to cancel with a full refund). */
  customers: number;
  refusal: { code: RamadanRefusal; message: string } | null;
}

export interface RamadanPlanDto {
  hijriYear: number;
  mode: RamadanMode;
  from: string;
  to: string;
  windows: RamadanWindow[];
  items: RamadanPlanItemDto[];
  /** Apply: done. Preview: false. */
  applied: boolean;
}

/** A timing of a branch the move screen offers. */
export interface BranchTimingDto {
  timingId: number;
  classId: number;
  title: string;
  days: number[];
  startTime: string;
  endTime: string;
  fromDate: string;
  toDate: string;
  /** The timing made for Ramadan (by a move or a copy), not one to move again. */
  ramadan: boolean;
}
