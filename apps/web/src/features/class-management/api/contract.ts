import type {
  AgeCategory,
  FitnessLevel,
  GenderRule,
  PriceModel,
  SeatDisplay,
  VenueInput,
} from '@kinetic/domain';

/** Response shapes come from the domain package the API validates with. */
export type {
  CheckInByCodeResult,
  ClassCreatedDto as CreateClassResult,
  ClassEditDto,
  GymCancelResultDto as CancelParticipantResult,
  ManagedSessionDto as OwnSessionDto,
  MediaDto,
  OverlapConflictDto as OverlapConflict,
  ParticipantDto,
  RefundType,
  RollClosedDto,
  TimingDto as ClassTimingEditDto,
  WaitlistEntryDto,
} from '@kinetic/domain';

/** PUT /manage/bookings/:bookingId/absent: whether the booking is now marked absent. */
export interface MarkAbsentResult {
  bookingId: number;
  absent: boolean;
}

/**
 * Request bodies as the forms build them. The domain's schemas (classInputSchema and friends) check
 * them on the server; their refined zod types do not expose a plain input type, hence these.
 */
export interface TimingInput {
  classDays: number[];
  fromTime: string;
  durationMinutes: number;
  fromDate: string;
  toDate: string;
  trainerId?: number | null;
  totalSeat: number;
  creditSeats?: number | null;
}

export interface ClassUpdateInput {
  title: string;
  description: string;
  classCategoryId: number;
  subClassCategoryId?: number | null;
  priceModel: PriceModel;
  credit?: number | null;
  price?: number | null;
  classType: GenderRule;
  fitnessLevel: FitnessLevel;
  ageCategoryType: AgeCategory;
  showAvailableSeatType: SeatDisplay;
  reminder?: string | null;
  reminderMinutes?: number | null;
  specialNote?: string | null;
  autoWaitListHours?: number | null;
  videoClass?: boolean;
  isSpecialProgram?: boolean;
  gymBranchId?: number | null;
  /** A freelance trainer's in-person class: where it happens. */
  venue?: VenueInput | null;
  trainerId?: number | null;
  mediaIds?: number[];
}

export interface ClassInput extends ClassUpdateInput {
  timings: TimingInput[];
  force?: boolean;
  skipPastTimeCheck?: boolean;
}

export interface SlotInput {
  classDate: string;
  fromTime: string;
  durationMinutes: number;
  totalSeat: number;
  creditSeats?: number | null;
  force?: boolean;
  skipPastTimeCheck?: boolean;
}

export interface SessionUpdateInput {
  totalSeat?: number;
  creditSeats?: number | null;
  fromTime?: string;
  durationMinutes?: number;
  force?: boolean;
  skipPastTimeCheck?: boolean;
}
