import { and, eq, gt, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prebuilt } from '../../db/prebuilt';
import { type FieldsRow, fieldsRow, preparedRowsOf, type Raw, rowOf } from '../../db/raw-rows';
import { refusalOf } from '../../db/retry';
import {
  bookings,
  classSessions,
  creditLedger,
  fitnessClasses,
  kids,
  packages,
  sessionWishes,
  userPackages,
  users,
} from '../../db/schema';
import { claimPart, type KeyClaim } from '../idempotency';
import { sessionMailFactsJson, toSessionMailFacts } from '../mail';
import { packageSummaryFields } from '../packages';
import { listedClass } from '../partners';
import { policyOwnerOf } from './offers.repository';
import { pausedUntilMs } from './strikes.repository';

type BookingRow = typeof bookings.$inferSelect;

/** The paying package's balances once the booking debited it. */
export interface PaidBalance {
  packageId: number;
  creditsBalance: number;
  classesLeft: number | null;
}

/**
 * The two statements at the heart of every seat taken (docs/adr/0034): one read of everything the
 * join rules decide on, and one write of the seat, the debit, the booking and its ledger row. Both run
 * on the caller's transaction.
 */

/** A customer's wish (or their kid's) on a session: at most one, by `session_wish_uq`. */
export const wishOf = (sessionId: number, userId: number, kidId: number | null) =>
  and(
    eq(sessionWishes.sessionId, sessionId),
    eq(sessionWishes.userId, userId),
    sql`coalesce(${sessionWishes.kidId}, 0) = ${kidId ?? 0}`,
  );

/** What the join rules need of a session and its class. */
export const sessionForJoinFields = {
  id: classSessions.id,
  classId: classSessions.classId,
  startsAt: classSessions.startsAt,
  localDate: classSessions.localDate,
  timeZone: classSessions.timeZone,
  status: classSessions.status,
  seats: classSessions.seats,
  booked: classSessions.booked,
  creditSeats: classSessions.creditSeats,
  creditBooked: classSessions.creditBooked,
  title: fitnessClasses.title,
  priceModel: fitnessClasses.priceModel,
  credit: fitnessClasses.credit,
  genderRule: fitnessClasses.genderRule,
  ageCategory: fitnessClasses.ageCategory,
  classCategoryId: fitnessClasses.classCategoryId,
  autoWaitListHours: fitnessClasses.autoWaitListHours,
  autoJoinPackageId: fitnessClasses.autoJoinPackageId,
  gymUserId: fitnessClasses.gymUserId,
  ownerUserId: fitnessClasses.ownerUserId,
  trainerUserId: classSessions.trainerUserId,
  price: fitnessClasses.price,
  deletedAt: fitnessClasses.deletedAt,
};

/** A package as the join rules pick among the live ones. */
const livePackageFields = {
  id: userPackages.id,
  catalogPackageId: userPackages.packageId,
  packageType: userPackages.packageType,
  category: userPackages.packageCategory,
  kidId: userPackages.kidId,
  gymId: userPackages.gymUserId,
  creditsBalance: userPackages.creditsBalance,
  classesLeft: userPackages.classesLeft,
  unlimited: userPackages.unlimited,
  visitLimitPerGym: userPackages.visitLimitPerGym,
  expiresAt: userPackages.expiresAt,
  classCategoryIds: userPackages.classCategoryIds,
  ptSessionValue: userPackages.ptSessionValue,
};
export type LivePackage = FieldsRow<typeof livePackageFields>;

const customerFields = {
  id: users.id,
  category: users.category,
  gender: users.gender,
  mobile: users.mobile,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};
export type Customer = FieldsRow<typeof customerFields>;

const kidFields = { id: kids.id, name: kids.name, gender: kids.gender };
export type Kid = FieldsRow<typeof kidFields>;

/** Packages that have not expired: the join rules pick among them. */
const live = (userId: number | Placeholder, now: Date | Placeholder) =>
  and(eq(userPackages.userId, userId), eq(userPackages.status, 'ACTIVE'), gt(userPackages.expiresAt, now));

/** The seat a join asks for, and how it is paid (the package, what it is charged). */
export interface SeatPurchase {
  sessionId: number;
  userId: number;
  kidId: number | null;
  /** Takes one of the session's credit seats as well. */
  creditSeat: boolean;
  /** The package debited (null: nothing is debited). */
  packageId: number | null;
  /** Credits taken from the package (0 for an unlimited one: the debit still checks it is live). */
  charge: number;
  source: 'DIRECT' | 'WAITLIST';
  at: Date;
  /** A gym's walk-in guest, by name: booked under the gym's own id (`userId`), paying nothing. */
  guestName?: string;
  /** The id the facts read reserved (a customer's join); otherwise the sequence's next. */
  bookingId?: number | null;
  /** The check-in code the caller made (its confirmation mail carries it); otherwise the database makes one. */
  checkInCode?: string | null;
  /**
   * Writes the seat's statement carries as CTEs (the join's mail, notifications, wish and stored
   * answer), so they cost no round trip. They are written whether or not a seat was left: the caller
   * rolls back when none was (`bookSeat` throws `SeatGone`).
   */
  alongside?: readonly SQL[];
}

/** What a customer's own join reads beyond the facts, in the same statement. */
export interface JoinReadParts {
  /** The Idempotency-Key's claim, or null without a key. */
  claim: KeyClaim | null;
}

/** What `joinFactsStatement` adds to the session's columns. */
interface JoinFactsJson {
  customer: Raw | null;
  kids: Raw[];
  bookingId: number | null;
  hasWish: boolean;
  /** A class of a partner still under review is not listed, and not bookable. */
  listed: boolean;
  packages: Raw[];
  reservedBookingId: number | null;
  /** Epoch ms until which the partner pauses this customer's new bookings (null: not paused). */
  pausedUntil: number | null;
  /** Only when a claim was made. */
  claimed?: boolean;
  mail: Raw | null;
}

type FactsValues = Record<'sessionId' | 'userId' | 'kidId' | 'now', Placeholder>;

/**
 * The read a join decides on, in one statement on the caller's transaction: the session with its class,
 * the customer, their kids, whether they (or the kid, on a kids' class) hold a seat or a wish on it,
 * whether the class is listed, and their live packages (also as the answer's summaries list them).
 * `forJoin`, a customer's own join: the id its booking would take is reserved (its mail is written
 * beside the seat) and the session's mail facts read. Nothing is locked here: the seat statement
 * takes the session's row, then the package's (the lock order every path keeps), and re-checks
 * what another request could have changed (the seats, the balance, a class left, the expiry).
 */
function factsRead(db: Db, p: FactsValues, forJoin: boolean) {
  // The kid counts only on a kids' class (an adults' class books the customer).
  const kidOfClass = sql`case when ${fitnessClasses.ageCategory} = 'CHILD' then ${p.kidId}::int else 0 end`;
  const livePackages = db
    .select({ ...livePackageFields, name: packages.name, nameAr: packages.nameAr })
    .from(userPackages)
    .innerJoin(packages, eq(packages.id, userPackages.packageId))
    .where(live(p.userId, p.now));
  return db
    .select({
      ...sessionForJoinFields,
      // Each list is the Drizzle select its fields name, as JSON rows under the column names.
      customer: sql`(select row_to_json(c) from (${db
        .select(customerFields)
        .from(users)
        .where(eq(users.id, p.userId))
        .getSQL()}) c)`.as('customer'),
      kids: sql`coalesce((select json_agg(k order by k.id) from (${db
        .select(kidFields)
        .from(kids)
        .where(and(eq(kids.userId, p.userId), isNull(kids.deletedAt)))
        .getSQL()}) k), '[]'::json)`.as('kids'),
      // As booking_active_uq has it (a walk-in guest is booked under the gym's own id), so the read
      // is one probe of that index however many bookings the session has.
      bookingId: sql`(select b.id from ${bookings} b where b.session_id = ${classSessions.id}
        and b.user_id = ${p.userId}::int and coalesce(b.kid_id, 0) = ${kidOfClass} and b.status = 'BOOKED'
        and b.guest_name is null limit 1)`.as('bookingId'),
      hasWish: sql`exists (select 1 from ${sessionWishes} w where w.session_id = ${classSessions.id}
        and w.user_id = ${p.userId}::int and coalesce(w.kid_id, 0) = ${kidOfClass})`.as('hasWish'),
      listed: sql`${listedClass(fitnessClasses.ownerUserId, fitnessClasses.gymUserId)}`.as('listed'),
      packages:
        sql`coalesce((select json_agg(p order by p.id) from (${livePackages.getSQL()}) p), '[]'::json)`.as(
          'packages',
        ),
      // The partner's strike rule (docs/adr/0039): one probe of the customer's strikes with them.
      pausedUntil: pausedUntilMs(sql`${p.userId}::int`, policyOwnerOf, sql`${p.now}::timestamptz`).as(
        'pausedUntil',
      ),
      // A refused join wastes the id it reserved, as a rolled-back insert would.
      reservedBookingId: (forJoin
        ? sql`nextval(pg_get_serial_sequence('booking', 'id'))::int`
        : sql`null::int`
      ).as('reservedBookingId'),
      mail: (forJoin
        ? sessionMailFactsJson(db, sql`${p.sessionId}::int`, sql`${p.userId}::int`)
        : sql`null::json`
      ).as('mail'),
    })
    .from(classSessions)
    .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
    .where(eq(classSessions.id, p.sessionId));
}

/**
 * The facts read, built once (for a waitlist promotion, a paid booking, a wish), and a customer's own
 * join: prepared statements, so PostgreSQL plans them once per connection (their planning cost more
 * than their run); with the Idempotency-Key claimed first, when the request has one.
 */
const factsStatement = prebuilt<keyof FactsValues>((db, p) => factsRead(db, p, false));
const joinFactsStatement = prebuilt<keyof FactsValues>((db, p) => factsRead(db, p, true), {
  prepared: true,
});
const claimedJoinFactsStatement = prebuilt<keyof FactsValues | `claim${Capitalize<keyof KeyClaim>}`>(
  (db, p) =>
    sql`with ${claimPart(db, {
      userId: p.claimUserId,
      key: p.claimKey,
      route: p.claimRoute,
      requestHash: p.claimRequestHash,
    })} select *, exists (select 1 from key_claimed) as claimed from (${factsRead(db, p, true)}) facts`,
  { prepared: true },
);

async function joinFactsOf(
  db: Db,
  sessionId: number,
  userId: number,
  userKidId: number | null,
  now: Date,
  forJoin?: JoinReadParts,
) {
  const values = { sessionId, userId, kidId: userKidId ?? 0, now };
  const claim = forJoin?.claim;
  const [row] = await (claim
    ? claimedJoinFactsStatement<Raw & JoinFactsJson>(db, {
        ...values,
        claimUserId: claim.userId,
        claimKey: claim.key,
        claimRoute: claim.route,
        claimRequestHash: claim.requestHash,
      })
    : (forJoin ? joinFactsStatement : factsStatement)<Raw & JoinFactsJson>(db, values));
  return row && toJoinFacts(row);
}

function toJoinFacts(row: Raw & JoinFactsJson) {
  const {
    customer,
    kids: kidRows,
    bookingId,
    hasWish,
    listed,
    packages: packageRows,
    reservedBookingId,
    pausedUntil,
    claimed = true,
    mail,
  } = row;
  return {
    session: fieldsRow(sessionForJoinFields, row),
    customer: customer && fieldsRow(customerFields, customer),
    kids: kidRows.map((kid) => fieldsRow(kidFields, kid)),
    bookingId,
    hasWish,
    listed,
    packages: packageRows.map((p) => fieldsRow(livePackageFields, p)),
    summaries: packageRows.map((p) => fieldsRow(packageSummaryFields, p)),
    reservedBookingId,
    /** Epoch ms until which new bookings with the class's partner are paused (strikes), or null. */
    pausedUntil,
    /** False: the Idempotency-Key was held by an earlier request (nothing else here counts). */
    claimed,
    /** The session's mail facts for this customer (a customer's own join only). */
    mail: mail && toSessionMailFacts(mail),
  };
}
export type JoinFacts = ReturnType<typeof toJoinFacts>;

/** What `seatAndPay` answers: the booking with the paying package's balances, or why there is none. */
export type Seated =
  | { kind: 'BOOKED'; booking: BookingRow; paid: PaidBalance | null }
  | { kind: 'NO_SEAT' }
  | { kind: 'UNPAID' };

/**
 * The seat statement (DESIGN 5), with every value bound: the seat by a conditional UPDATE, so
 * concurrent joins never oversell; then, only if seated, the package's debit, conditional on its
 * balance, a class left and its expiry; then, only if seated and paid (or nothing to pay), the booking
 * and its ledger row. A seat it could not pay for refuses the statement (`kinetic_refuse('UNPAID')`,
 * migration 0021): nothing is written, and the caller's transaction is aborted. No seat writes nothing.
 */
function seatStatement(p: SeatPurchase): SQL {
  const at = p.at.toISOString();
  const alongside = p.alongside?.length ? sql`, ${sql.join([...p.alongside], sql`, `)}` : sql``;
  const creditSeatCount = p.creditSeat ? 1 : 0;
  return sql`with seat as (
      update ${classSessions} set booked = booked + 1, credit_booked = credit_booked + ${creditSeatCount}::int
      where id = ${p.sessionId}::int and status = 'SCHEDULED' and booked < seats
        and (not ${p.creditSeat}::boolean or credit_seats is null or credit_booked < credit_seats)
      returning id
    ), debit as (
      update ${userPackages} set credits_balance = credits_balance - ${p.charge}::int,
        classes_left = case when classes_left is null then null else classes_left - 1 end
      where id = ${p.packageId}::int and exists (select 1 from seat)
        and credits_balance >= ${p.charge}::int and (classes_left is null or classes_left >= 1)
        and expires_at > ${at}::timestamptz
      returning id, credits_balance, classes_left
    ), added as (
      insert into ${bookings} (id, session_id, user_id, kid_id, user_package_id, credits_spent,
        classes_spent, used_credit_seat, source, created_at, guest_name, check_in_code)
      select coalesce(${p.bookingId ?? null}::int, nextval(pg_get_serial_sequence('booking', 'id'))::int),
        ${p.sessionId}::int, ${p.userId}::int, ${p.kidId}::int, debit.id,
        case when debit.id is null then 0 else ${p.charge}::int end,
        case when debit.id is null or debit.classes_left is null then 0 else 1 end,
        ${p.creditSeat}::boolean, ${p.source}::text, ${at}::timestamptz, ${p.guestName ?? null}::text,
        coalesce(${p.checkInCode ?? null}::text, kinetic_check_in_code())
      from seat left join debit on true
      where ${p.packageId}::int is null or debit.id is not null
      returning *
    ), ledger as (
      insert into ${creditLedger} (user_package_id, user_id, delta_credits, delta_classes, credits_after,
        classes_after, reason, booking_id, created_at)
      select debit.id, ${p.userId}::int, -added.credits_spent, -added.classes_spent, debit.credits_balance,
        debit.classes_left, 'BOOKING', added.id, ${at}::timestamptz
      from added join debit on true
      returning id
    )${alongside}
    select added.*,
      case when added.id is null and exists (select 1 from seat) then kinetic_refuse('UNPAID') end as refused,
      debit.credits_balance as paid_credits_balance, debit.classes_left as paid_classes_left
    from (select 1) one left join added on true left join debit on true`;
}

/** The statement's row: the booking made, with what its debit left, or none (`NO_SEAT`). */
function seatedFrom(row: Raw): Seated {
  if (row.id === null || row.id === undefined) return { kind: 'NO_SEAT' };
  const booking = rowOf(bookings, row);
  const paid =
    booking.userPackageId === null
      ? null
      : {
          packageId: booking.userPackageId,
          creditsBalance: row.paid_credits_balance as number,
          classesLeft: row.paid_classes_left as number | null,
        };
  return { kind: 'BOOKED', booking, paid };
}

export function joinQueries(db: Db) {
  return {
    joinFacts: (
      sessionId: number,
      userId: number,
      userKidId: number | null,
      now: Date,
      forJoin?: JoinReadParts,
    ) => joinFactsOf(db, sessionId, userId, userKidId, now, forJoin),

    /** Packages that have not expired (the join rules pick among them). */
    livePackages: (userId: number, now: Date): Promise<LivePackage[]> =>
      db.select(livePackageFields).from(userPackages).where(live(userId, now)),

    /** `seatStatement` on this transaction: the booking with what its debit left, `NO_SEAT` or `UNPAID`. */
    async seatAndPay(p: SeatPurchase): Promise<Seated> {
      try {
        // Prepared: the join runs it on every seat taken, and its parse and plan cost more than its run.
        const [row] = await preparedRowsOf<Raw>(db, seatStatement(p));
        return seatedFrom(row!);
      } catch (error) {
        if (refusalOf(error) === 'UNPAID') return { kind: 'UNPAID' };
        throw error;
      }
    },
  };
}
