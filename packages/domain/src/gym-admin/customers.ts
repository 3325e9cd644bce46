import { z } from 'zod';
import { pageSchemaOf } from '../classes/dto';
import { idField, isoDateField, PG_INT_MAX } from '../common/fields';
import { MSG } from '../messages';
import { adminPageQuerySchema, gymIdQueryField, listFormatField, rangeProblem } from './admin-query';

/** Customers and bookings of a gym (SPEC 7.8): the calls' queries, bodies and answers. */
export const CUSTOMER_FILTERS = ['all', 'active', 'expired'] as const;
export type CustomerFilter = (typeof CUSTOMER_FILTERS)[number];

/** `packageIds=1,2,3` (SPEC 7.8 packageList): the customer holds one of these packages. */
const idListField = z
  .string()
  .max(500)
  .optional()
  .transform((value, ctx) => {
    if (!value?.trim()) return [];
    const ids = value.split(',').map((part) => Number(part.trim()));
    if (ids.some((id) => !Number.isInteger(id) || id <= 0 || id > PG_INT_MAX)) {
      ctx.addIssue({ code: 'custom', message: MSG.invalidIdList });
      return z.NEVER;
    }
    return [...new Set(ids)].slice(0, 50);
  });

const withRange = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, fromDate: isoDateField, toDate: isoDateField }).superRefine((value, ctx) => {
    const range = value as { fromDate: string; toDate: string };
    const problem = rangeProblem(range.fromDate, range.toDate);
    if (problem) ctx.addIssue({ code: 'custom', path: ['toDate'], message: problem });
  });

export const customersQuerySchema = adminPageQuerySchema.extend({
  gymId: gymIdQueryField,
  search: z.string().trim().max(100).default(''),
  packageIds: idListField,
  customerFilter: z.enum(CUSTOMER_FILTERS).default('all'),
  format: listFormatField,
});
export type CustomersQuery = z.infer<typeof customersQuerySchema>;

export const customerTotalsQuerySchema = withRange({ gymId: gymIdQueryField });
export type CustomerTotalsQuery = z.infer<typeof customerTotalsQuerySchema>;

export const customerRowSchema = z.object({
  userId: z.number(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  activePackages: z.number(),
  /** The start of the last session they were booked into at this gym that has begun; null: none. */
  lastVisit: z.string().nullable(),
  /** Minor units of currencyCode: what they paid this gym (paid orders). */
  totalPaid: z.number(),
  currencyCode: z.string(),
});
export type CustomerRowDto = z.infer<typeof customerRowSchema>;
export const customerPageSchema = pageSchemaOf(customerRowSchema);
export type CustomerPageDto = z.infer<typeof customerPageSchema>;

export const customerTotalsSchema = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  /** Customers whose first package or booking at this gym falls in the range. */
  newCustomers: z.number(),
  /** Customers holding a package of this gym live at some time in the range. */
  activeCustomers: z.number(),
  /** Bookings (not cancelled) of sessions in the range. */
  bookings: z.number(),
  /** Paid orders of the gym's packages in the range, minor units. */
  revenue: z.number(),
  currencyCode: z.string(),
  currencyDecimals: z.number(),
});
export type CustomerTotalsDto = z.infer<typeof customerTotalsSchema>;

export const ATTENDANCE = ['BOOKED', 'CHECKED_IN', 'NO_SHOW', 'CANCELLED'] as const;
export type Attendance = (typeof ATTENDANCE)[number];

export const gymBookingSchema = z.object({
  bookingId: z.number(),
  sessionId: z.number(),
  classId: z.number(),
  classTitle: z.string(),
  /** The session's start (instant) and its wall-clock date and time in the store's time zone. */
  startsAt: z.string(),
  localDate: z.string(),
  localTime: z.string(),
  userId: z.number(),
  customerName: z.string(),
  kidName: z.string().nullable(),
  trainerId: z.number().nullable(),
  trainerName: z.string().nullable(),
  attendance: z.enum(ATTENDANCE),
  creditsSpent: z.number(),
  /** The class's price (minor units) for a paid class, else 0. */
  price: z.number(),
  currencyCode: z.string(),
});
export type GymBookingDto = z.infer<typeof gymBookingSchema>;
export const gymBookingPageSchema = pageSchemaOf(gymBookingSchema);
export type GymBookingPageDto = z.infer<typeof gymBookingPageSchema>;

export const gymBookingsQuerySchema = withRange({
  ...adminPageQuerySchema.shape,
  gymId: gymIdQueryField,
  classId: idField.optional(),
  trainerId: idField.optional(),
  userId: idField.optional(),
  format: listFormatField,
});
export type GymBookingsQuery = z.infer<typeof gymBookingsQuerySchema>;

/** FEE and FEE_RETURN: a late-cancel or no-show fee taken in credits, and given back by a waiver. */
export const LEDGER_REASONS = [
  'PURCHASE',
  'GRANT',
  'BOOKING',
  'REFUND',
  'ADJUST',
  'FEE',
  'FEE_RETURN',
] as const;

/** One row of a package's ledger: what changed, after it, who and why. */
export const ledgerRowSchema = z.object({
  id: z.number(),
  reason: z.enum(LEDGER_REASONS),
  deltaCredits: z.number(),
  deltaClasses: z.number(),
  creditsAfter: z.number(),
  classesAfter: z.number().nullable(),
  expiresAfter: z.string().nullable(),
  deltaAmount: z.number(),
  note: z.string().nullable(),
  /** Who made the change: the gym's name for a gym's change; null for the customer's own. */
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerRowDto = z.infer<typeof ledgerRowSchema>;

export const customerPackageSchema = z.object({
  id: z.number(),
  packageId: z.number(),
  name: z.string(),
  packageType: z.string(),
  kidName: z.string().nullable(),
  creditsBalance: z.number(),
  classesLeft: z.number().nullable(),
  unlimited: z.boolean(),
  startsAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(['ACTIVE', 'EXPIRED', 'CANCELED']),
  /** What was charged for it (paid orders), minor units; null: granted without an order. */
  amount: z.number().nullable(),
  currencyCode: z.string(),
  paidAtDesk: z.boolean(),
  ledger: z.array(ledgerRowSchema),
});
export type CustomerPackageDto = z.infer<typeof customerPackageSchema>;

export const customerTransactionSchema = z.object({
  referenceId: z.string(),
  kind: z.string(),
  gateway: z.string(),
  status: z.string(),
  amount: z.number(),
  currencyCode: z.string(),
  packageName: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type CustomerTransactionDto = z.infer<typeof customerTransactionSchema>;

export const customerDetailSchema = z.object({
  userId: z.number(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  gender: z.string().nullable(),
  createdAt: z.string(),
  currencyCode: z.string(),
  currencyDecimals: z.number(),
  kids: z.array(z.object({ id: z.number(), name: z.string(), dob: z.string(), gender: z.string() })),
  packages: z.array(customerPackageSchema),
  bookings: z.array(gymBookingSchema),
  transactions: z.array(customerTransactionSchema),
  /** The gym's active packages, what the desk can give (the kid ones only to a kid). */
  offers: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      price: z.number(),
      currencyCode: z.string(),
      forKids: z.boolean(),
    }),
  ),
});
export type CustomerDetailDto = z.infer<typeof customerDetailSchema>;

const noteField = z.string().trim().max(500).optional();
const amountField = z
  .number({ error: MSG.required })
  .int()
  .min(0, MSG.amountNotNegative)
  .max(PG_INT_MAX, MSG.amountTooHigh);
const countField = z
  .number({ error: MSG.required })
  .int()
  .min(0, MSG.balanceNotNegative)
  .max(99_999, MSG.numberTooLarge);

export const addCustomerPackageSchema = z.object({
  packageId: z.number({ error: MSG.required }).int().positive().max(PG_INT_MAX),
  /** What was charged, minor units; the package's price when left out. */
  amount: amountField.optional(),
  kidId: z.number().int().positive().max(PG_INT_MAX).nullish(),
  paidAtDesk: z.boolean().default(false),
  note: noteField,
});
export type AddCustomerPackageBody = z.input<typeof addCustomerPackageSchema>;

export const editCustomerPackageSchema = z
  .object({
    classesLeft: countField.optional(),
    creditsBalance: countField.optional(),
    /** The new expiry (YYYY-MM-DD, the end of that day in the store's time zone)… */
    expiresOn: isoDateField.optional(),
    /** …or the validity in days counted from the package's start. */
    validityDays: z.number().int().min(1, MSG.numberTooSmall).max(3660, MSG.numberTooLarge).optional(),
    amount: amountField.optional(),
    reason: z.string({ error: MSG.reasonRequired }).trim().min(3, MSG.reasonRequired).max(500),
  })
  .refine((body) => body.expiresOn === undefined || body.validityDays === undefined, {
    path: ['validityDays'],
    message: MSG.expiryOrValidity,
  });
export type EditCustomerPackageBody = z.input<typeof editCustomerPackageSchema>;

export const customerParamsSchema = z.object({ userId: idField });
export const customerPackageParamsSchema = z.object({ userId: idField, userPackageId: idField });
