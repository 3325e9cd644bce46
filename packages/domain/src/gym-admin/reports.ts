import { z } from 'zod';
import { PACKAGE_TYPES } from '../classes/enums';
import { idField, PG_INT_MAX } from '../common/fields';
import { MSG } from '../messages';
import {
  adminPageQuerySchema,
  gymIdQueryField,
  listFormatField,
  reportRangeQuerySchema,
} from './admin-query';

/**
 * Accounting and reports. The money ledger of a gym is its paid purchases (status PAID,
 * counted on the day they were paid, in the store's time zone); an amount is price less promo and
 * subscription discounts (wallet money counts: the customer paid it earlier), unless a gym admin
 * corrected it (the newest correction wins). Refunds are the paid invoices that arrived too late to be
 * fulfilled and were credited back to the customer's wallet (purchase.credited_at): never revenue.
 */
export const REPORT_GRANULARITIES = ['day', 'week', 'month'] as const;
export type ReportGranularity = (typeof REPORT_GRANULARITIES)[number];
/** The highest amount a correction may set, in minor units (100,000 KWD). */
export const MAX_CORRECTED_AMOUNT = 100_000_000;

/**
 * `packageIds=1,2` or repeated: the positive integers among the parts (anything else is ignored); an
 * id no PostgreSQL integer can hold (2147483648, 1e308) is a 400, as idField's are.
 */
const idList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value, ctx) => {
    const ids = (Array.isArray(value) ? value : value ? value.split(',') : [])
      .map((part) => Number(part))
      .filter((n) => Number.isInteger(n) && n > 0);
    if (ids.some((id) => id > PG_INT_MAX)) {
      ctx.addIssue({ code: 'custom', message: MSG.invalidIdList });
      return z.NEVER;
    }
    return ids;
  });

/** The filters the transactions list, its totals and its CSV share. */
const filterFields = {
  gymId: gymIdQueryField,
  search: z.string().trim().max(100).default(''),
  packageIds: idList,
  packageType: z.enum(PACKAGE_TYPES).optional(),
  userId: idField.optional(),
};
export const transactionFilterSchema = reportRangeQuerySchema.safeExtend(filterFields);
export type TransactionFilter = z.infer<typeof transactionFilterSchema>;

export const transactionListQuerySchema = reportRangeQuerySchema.safeExtend({
  ...filterFields,
  ...adminPageQuerySchema.shape,
  format: listFormatField,
});
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;

export const transactionRowSchema = z.object({
  id: z.number(),
  reference: z.string(),
  paidAt: z.string(),
  customerName: z.string(),
  customerEmail: z.string().nullable(),
  userId: z.number().nullable(),
  packageId: z.number().nullable(),
  packageName: z.string(),
  packageType: z.string(),
  kind: z.string(),
  price: z.number(),
  discount: z.number(),
  amount: z.number(),
  corrected: z.boolean(),
  currencyCode: z.string(),
});
export type TransactionRow = z.infer<typeof transactionRowSchema>;

export const transactionTotalsSchema = z.object({
  count: z.number(),
  gross: z.number(),
  discounts: z.number(),
  net: z.number(),
  refunds: z.number(),
  refundCount: z.number(),
  currencyCode: z.string(),
  currencyDecimals: z.number(),
});
export type TransactionTotals = z.infer<typeof transactionTotalsSchema>;

export const ledgerPageSchema = z.object({
  rows: z.array(transactionRowSchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  currencyCode: z.string(),
  currencyDecimals: z.number(),
});
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

/** PATCH /manage/transactions/{id}: the amount the gym says was really taken, and why. */
export const transactionCorrectionSchema = z
  .object({
    amount: z
      .number({ error: MSG.required })
      .int()
      .min(0, MSG.amountNotNegative)
      .max(MAX_CORRECTED_AMOUNT, MSG.amountTooHigh),
    reason: z.string({ error: MSG.required }).trim().min(3, MSG.required).max(500),
  })
  .strict();
export type TransactionCorrection = z.infer<typeof transactionCorrectionSchema>;

export const reportQuerySchema = reportRangeQuerySchema.safeExtend({
  gymId: gymIdQueryField,
  format: listFormatField,
});
export const revenueQuerySchema = reportRangeQuerySchema.safeExtend({
  gymId: gymIdQueryField,
  format: listFormatField,
  granularity: z.enum(REPORT_GRANULARITIES).default('day'),
});
export const gymWiseQuerySchema = reportRangeQuerySchema.safeExtend({
  ...adminPageQuerySchema.shape,
  format: listFormatField,
});
/** The trainer's own report: a range only (their id is who calls). */
export const trainerEarningsQuerySchema = reportRangeQuerySchema;
/** Her own classes' report: the range, and CSV like the gym's reports. */
export const trainerOwnClassesQuerySchema = reportRangeQuerySchema.safeExtend({ format: listFormatField });

const money = { currencyCode: z.string(), currencyDecimals: z.number() };

export const revenueReportSchema = z.object({
  ...money,
  granularity: z.enum(REPORT_GRANULARITIES),
  series: z.array(z.object({ bucket: z.string(), net: z.number(), count: z.number() })),
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;

export const bookingsReportSchema = z.object({
  byClass: z.array(
    z.object({ classId: z.number(), title: z.string(), bookings: z.number(), checkIns: z.number() }),
  ),
  byHour: z.array(z.object({ hour: z.number(), bookings: z.number() })),
});
export type BookingsReport = z.infer<typeof bookingsReportSchema>;

export const packageMixSchema = z.object({
  ...money,
  rows: z.array(
    z.object({
      packageId: z.number().nullable(),
      name: z.string(),
      packageType: z.string(),
      count: z.number(),
      net: z.number(),
    }),
  ),
});
export type PackageMix = z.infer<typeof packageMixSchema>;

export const occupancyReportSchema = z.object({
  rows: z.array(
    z.object({
      classId: z.number(),
      title: z.string(),
      sessions: z.number(),
      seats: z.number(),
      booked: z.number(),
      rate: z.number(),
    }),
  ),
  byDay: z.array(z.object({ day: z.string(), seats: z.number(), booked: z.number(), rate: z.number() })),
});
export type OccupancyReport = z.infer<typeof occupancyReportSchema>;

/** Who an attendance report counts by: each class, each trainer, or each customer with a strike. */
export const ATTENDANCE_REPORT_BY = ['class', 'trainer', 'customer'] as const;
export const attendanceReportQuerySchema = reportQuerySchema.safeExtend({
  by: z.enum(ATTENDANCE_REPORT_BY).default('class'),
});

/**
 * No-shows and late cancels of the gym's sessions in the range (docs/adr/0039), by class, trainer or
 * customer. `bookings` counts every booking made (a cancelled one too); `attended` and `noShows` only
 * those whose roll is closed; `noShowRate` is no-shows of the closed rolls' bookings, `lateCancelRate`
 * late cancels of all bookings made, both in percent with one decimal; `waived` the strikes waived;
 * `feesTaken` and `feesWaived` the fees (docs/adr/0040) taken and waived.
 */
export const attendanceRowSchema = z.object({
  /** The class, the trainer or the customer (0: sessions with no trainer). */
  id: z.number(),
  name: z.string(),
  bookings: z.number(),
  attended: z.number(),
  noShows: z.number(),
  lateCancels: z.number(),
  waived: z.number(),
  noShowRate: z.number(),
  lateCancelRate: z.number(),
  /** Late-cancel and no-show fees taken (docs/adr/0040), and fees waived, counted. */
  feesTaken: z.number(),
  feesWaived: z.number(),
});
export type AttendanceRow = z.infer<typeof attendanceRowSchema>;
export const attendanceReportSchema = z.object({
  by: z.enum(ATTENDANCE_REPORT_BY),
  rows: z.array(attendanceRowSchema),
  totals: attendanceRowSchema.omit({ id: true, name: true }),
  /** What the fees of the range came to: credits, and money in the gym's currency (minor units). */
  feeAmounts: z.object({
    creditsTaken: z.number(),
    creditsWaived: z.number(),
    moneyTaken: z.number(),
    moneyWaived: z.number(),
    currencyCode: z.string(),
    currencyDecimals: z.number(),
  }),
});
export type AttendanceReport = z.infer<typeof attendanceReportSchema>;

export const gymWiseRowSchema = z.object({
  gymId: z.number(),
  name: z.string(),
  currencyCode: z.string(),
  currencyDecimals: z.number(),
  count: z.number(),
  gross: z.number(),
  discounts: z.number(),
  net: z.number(),
});
export const gymWisePageSchema = z.object({
  rows: z.array(gymWiseRowSchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});
export type GymWisePage = z.infer<typeof gymWisePageSchema>;

/** What a trainer earns at a gym for each session they taught that was held (not canceled). */
export const trainerRateBodySchema = z
  .object({
    amountPerSession: z
      .number({ error: MSG.required })
      .int()
      .min(0, MSG.amountNotNegative)
      .max(1_000_000, MSG.amountTooHigh),
  })
  .strict();
export const trainerRateSchema = z.object({
  trainerId: z.number(),
  amountPerSession: z.number(),
  currencyCode: z.string(),
  currencyDecimals: z.number(),
});
export type TrainerRate = z.infer<typeof trainerRateSchema>;

export const trainerReportRowSchema = z.object({
  trainerId: z.number(),
  name: z.string(),
  sessions: z.number(),
  bookings: z.number(),
  checkIns: z.number(),
  rate: z.number().nullable(),
  earnings: z.number(),
});
export const trainerReportSchema = z.object({ ...money, rows: z.array(trainerReportRowSchema) });
export type TrainerReport = z.infer<typeof trainerReportSchema>;

/** A trainer's own view: per gym they taught at, sessions, bookings, check-ins and earnings. */
export const trainerEarningsSchema = z.object({
  gyms: z.array(
    z.object({
      gymId: z.number(),
      gymName: z.string(),
      currencyCode: z.string(),
      currencyDecimals: z.number(),
      sessions: z.number(),
      bookings: z.number(),
      checkIns: z.number(),
      rate: z.number().nullable(),
      earnings: z.number(),
    }),
  ),
});
export type TrainerEarnings = z.infer<typeof trainerEarningsSchema>;

/**
 * What a trainer's own classes (hers, at no gym: a freelancer's) took in the range: per
 * class, sessions held, live bookings, the credits they spent and their sales at the class's price,
 * and the refunded cancellations with the credits and money returned. Money in minor units.
 */
export const trainerOwnClassesSchema = z.object({
  rows: z.array(
    z.object({
      classId: z.number(),
      title: z.string(),
      ...money,
      sessions: z.number(),
      bookings: z.number(),
      creditsUsed: z.number(),
      sales: z.number(),
      refunds: z.number(),
      refundedCredits: z.number(),
      refundedAmount: z.number(),
    }),
  ),
});
export type TrainerOwnClasses = z.infer<typeof trainerOwnClassesSchema>;
