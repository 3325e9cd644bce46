import type { NotificationEvent } from '@kinetic/domain';
import {
  and,
  eq,
  gt,
  isNull,
  type Placeholder,
  type Query,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eachOnItsOwn } from '../../db/each-on-its-own';
import {
  givenKeys,
  type PrebuiltRun,
  placeholdersOf,
  prebuilt,
  prebuiltStatement,
  valuesOf,
} from '../../db/prebuilt';
import { type FieldsRow, fieldsRow, type Raw, rowOf, rowsOf } from '../../db/raw-rows';
import { pgErrorCode, refusalOf } from '../../db/retry';
import {
  bookings,
  classSessions,
  creditLedger,
  fitnessClasses,
  kids,
  mailQueue,
  packages,
  sessionWishes,
  userPackages,
  users,
} from '../../db/schema';
import { gathered } from '../../lib/gathered';
import { type NewQueuedMail, sessionMailFactsJson, toSessionMailFacts } from '../mail';
import { type NotificationRow, notificationRows, notificationsWritten } from '../notifications';
import { packageSummaryFields } from '../packages';
import { listedClass } from '../partners';

type BookingRow = typeof bookings.$inferSelect;

/** The paying package's balances once the booking debited it. */
export interface PaidBalance {
  packageId: number;
  creditsBalance: number;
  classesLeft: number | null;
}

/**
 * The two statements a join is made of (issue 16, ADR 21 and 25: round trips were most of a join's
 * time): one read of everything the join rules decide on, and one write of the seat, the debit, the
 * booking, its ledger row and what the join tells (its mail and notifications).
 */

/** A customer's wish (or their kid's) on a session: at most one, by `session_wish_uq`. */
export const wishOf = (
  sessionId: number | Placeholder,
  userId: number | Placeholder,
  kidId: number | null | Placeholder,
) =>
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
const live = (userId: number | SQLWrapper, now: Date | SQLWrapper) =>
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
}

/** What `joinFactsStatement` adds to the session's columns. */
interface JoinFactsJson {
  customer: Raw | null;
  kids: Raw[];
  bookingId: number | null;
  hasWish: boolean;
  /** The class is listed (issue 40): a class of a partner under review is not bookable. */
  listed: boolean;
  packages: Raw[];
  /** With `forBooking`: the session's mail facts and an id reserved for the booking. */
  mail: Raw | null;
  newBookingId: number | null;
}

/**
 * What a join writes with its seat, in the same statement (issue 16): the booking's id reserved by
 * the facts read, its confirmation mail rendered beforehand, the partners' notifications, and the
 * wish it fulfils. The statement then writes everything or nothing: no seat or no payment refuses it.
 */
export interface SeatFollowUps {
  bookingId: number;
  mail: NewQueuedMail | null;
  notifications: readonly NotificationEvent[];
  /** The customer's (or kid's) wish on this session, deleted once booked. */
  deleteWish: boolean;
}

/** What one join asks the facts read about. */
export interface JoinAsked {
  sessionId: number;
  userId: number;
  userKidId: number | null;
  now: Date;
  /** Also read what booking in one statement needs (`SeatFollowUps`): the mail's facts, an id. */
  forBooking: boolean;
}

/**
 * The read behind `joinFacts`, built once (`prebuilt`): every join, promotion and paid booking runs it.
 * It answers any number of joins at once (issue 16: the joins that arrive together are read together),
 * one row each, numbered by `asked.n`; a join whose session does not exist has no row.
 */
const joinFactsStatement = prebuilt<'sessionIds' | 'userIds' | 'kidIds' | 'nows' | 'forBookings'>((db, p) => {
  const asked = {
    sessionId: sql`asked.session_id`,
    userId: sql`asked.user_id`,
    now: sql`asked.at`,
    forBooking: sql`asked.for_booking`,
  };
  // The kid counts only on a kids' class (an adults' class books the customer).
  const kidOfClass = sql`case when ${fitnessClasses.ageCategory} = 'CHILD' then asked.kid_id else 0 end`;
  const facts = db
    .select({
      ...sessionForJoinFields,
      // Each list is the Drizzle select its fields name, as JSON rows under the column names.
      customer: sql`(select row_to_json(c) from (${db
        .select(customerFields)
        .from(users)
        .where(eq(users.id, asked.userId))
        .getSQL()}) c)`.as('customer'),
      kids: sql`coalesce((select json_agg(k order by k.id) from (${db
        .select(kidFields)
        .from(kids)
        .where(and(eq(kids.userId, asked.userId), isNull(kids.deletedAt)))
        .getSQL()}) k), '[]'::json)`.as('kids'),
      // As booking_active_uq has it (a walk-in guest is booked under the gym's own id), so the read
      // is one probe of that index however many bookings the session has.
      bookingId: sql`(select b.id from ${bookings} b where b.session_id = ${classSessions.id}
        and b.user_id = ${asked.userId} and coalesce(b.kid_id, 0) = ${kidOfClass} and b.status = 'BOOKED'
        and b.guest_name is null limit 1)`.as('bookingId'),
      hasWish: sql`exists (select 1 from ${sessionWishes} w where w.session_id = ${classSessions.id}
        and w.user_id = ${asked.userId} and coalesce(w.kid_id, 0) = ${kidOfClass})`.as('hasWish'),
      listed: sql`${listedClass(fitnessClasses.ownerUserId, fitnessClasses.gymUserId)}`.as('listed'),
      // Each row also as the answer's summaries list it (a join answers with them: issue 16).
      packages: sql`coalesce((select json_agg(p order by p.id) from (${db
        .select({ ...livePackageFields, name: packages.name, nameAr: packages.nameAr })
        .from(userPackages)
        .innerJoin(packages, eq(packages.id, userPackages.packageId))
        .where(live(asked.userId, asked.now))
        .getSQL()}) p), '[]'::json)`.as('packages'),
      // A refused join wastes the id it reserved, as a rolled-back insert would.
      mail: sql`case when ${asked.forBooking}
        then ${sessionMailFactsJson(db, asked.sessionId, asked.userId)} end`.as('mail'),
      newBookingId: sql`case when ${asked.forBooking}
        then nextval(pg_get_serial_sequence('booking', 'id'))::int end`.as('newBookingId'),
    })
    .from(classSessions)
    .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
    .where(eq(classSessions.id, asked.sessionId));
  // The joins asked, numbered, through kinetic_elements (one row as the planner reckons it), so the
  // plan is made once and kept: with unnest's 100 rows it was made anew for every batch (ADR 28).
  return sql`select asked.n, facts.*
    from kinetic_elements(${p.sessionIds}::int[]) with ordinality as numbered(session_id, n)
    cross join lateral (select numbered.n, numbered.session_id, (${p.userIds}::int[])[numbered.n::int] as user_id,
      (${p.kidIds}::int[])[numbered.n::int] as kid_id, (${p.nows}::timestamptz[])[numbered.n::int] as at,
      (${p.forBookings}::boolean[])[numbered.n::int] as for_booking) asked
    cross join lateral (${facts.getSQL()}) facts`;
});

/** The facts of each join asked, in order (undefined: no such session). */
export async function joinFactsOf(db: Db, asked: readonly JoinAsked[]) {
  const rows = await joinFactsStatement<Raw & JoinFactsJson & { n: number }>(db, {
    sessionIds: asked.map((a) => a.sessionId),
    userIds: asked.map((a) => a.userId),
    kidIds: asked.map((a) => a.userKidId ?? 0),
    nows: asked.map((a) => a.now.toISOString()),
    forBookings: asked.map((a) => a.forBooking),
  });
  const found = new Map(rows.map((row) => [Number(row.n), row]));
  return asked.map((_, i) => {
    const row = found.get(i + 1);
    return row && toJoinFacts(row);
  });
}

function toJoinFacts(row: Raw & JoinFactsJson) {
  const {
    customer,
    kids: kidRows,
    bookingId,
    hasWish,
    listed,
    packages: packageRows,
    mail,
    newBookingId,
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
    booking: mail && newBookingId !== null ? { id: newBookingId, mail: toSessionMailFacts(mail) } : null,
  };
}
export type JoinFacts = ReturnType<typeof toJoinFacts>;

/** What `seatAndPay` answers: the booking with the paying package's balances, or why there is none. */
export type Seated =
  | { kind: 'BOOKED'; booking: BookingRow; paid: PaidBalance | null }
  | { kind: 'NO_SEAT' }
  | { kind: 'UNPAID' };

/** The values of `seatStatement`'s placeholders that are the purchase's own. */
type SeatValue =
  | 'sessionId'
  | 'userId'
  | 'kidId'
  | 'kidOrZero'
  | 'creditSeat'
  | 'creditSeatCount'
  | 'packageId'
  | 'charge'
  | 'at'
  | 'source'
  | 'guestName'
  | 'bookingId';

/**
 * The one statement of `seatAndPay` (see there), built once for each shape it takes (with or without
 * follow-ups, a mail, n notifications, a wish to delete) and then only filled in: Drizzle building it
 * anew for every join was a tenth of the API's time under load (issue 16).
 */
function seatStatementBuilt(
  followUps: SeatFollowUps | undefined,
  told: readonly NotificationRow[],
): ReturnType<typeof prebuiltStatement> {
  const shape = [
    followUps ? 'together' : 'alone',
    followUps?.mail ? givenKeys(followUps.mail).join() : '',
    told.map((row) => givenKeys(row).join()).join('|'),
    followUps?.deleteWish ? 'wish' : '',
  ].join('/');
  let built = seatStatementShapes.get(shape);
  if (built) return built;
  built = prebuiltStatement<SeatValue>((db, v) => {
    const also: SQL[] = [];
    if (followUps?.mail) {
      also.push(
        sql`mail as (${db
          .insert(mailQueue)
          .values(placeholdersOf(followUps.mail, 'mail_'))
          .onConflictDoNothing({ target: mailQueue.idempotencyKey })
          .getSQL()})`,
      );
    }
    if (told.length) {
      also.push(
        notificationsWritten(
          db,
          told.map((row, i) => placeholdersOf(row, `told${i}_`)),
          'told',
        ),
      );
    }
    if (followUps?.deleteWish) {
      also.push(
        sql`wish as (${db
          .delete(sessionWishes)
          .where(wishOf(v.sessionId, v.userId, v.kidOrZero))
          .getSQL()})`,
      );
    }
    const refuse = followUps
      ? sql`case when added.id is null
          then kinetic_refuse(case when exists (select 1 from seat) then 'UNPAID' else 'NO_SEAT' end) end`
      : sql`case when added.id is null and exists (select 1 from seat) then kinetic_refuse('UNPAID') end`;
    return sql`with seat as (
      update ${classSessions} set booked = booked + 1,
        credit_booked = credit_booked + ${v.creditSeatCount}::int
      where id = ${v.sessionId}::int and status = 'SCHEDULED' and booked < seats
        and (not ${v.creditSeat}::boolean or credit_seats is null or credit_booked < credit_seats)
      returning id
    ), debit as (
      update ${userPackages} set credits_balance = credits_balance - ${v.charge}::int,
        classes_left = case when classes_left is null then null else classes_left - 1 end
      where id = ${v.packageId}::int and exists (select 1 from seat)
        and credits_balance >= ${v.charge}::int and (classes_left is null or classes_left >= 1)
        and expires_at > ${v.at}::timestamptz
      returning id, credits_balance, classes_left
    ), added as (
      insert into ${bookings} (id, session_id, user_id, kid_id, user_package_id, credits_spent,
        classes_spent, used_credit_seat, source, created_at, guest_name)
      select ${followUps ? sql`${v.bookingId}::int` : sql`nextval(pg_get_serial_sequence('booking', 'id'))`},
        ${v.sessionId}::int, ${v.userId}::int, ${v.kidId}::int, debit.id,
        case when debit.id is null then 0 else ${v.charge}::int end,
        case when debit.id is null or debit.classes_left is null then 0 else 1 end,
        ${v.creditSeat}::boolean, ${v.source}::text, ${v.at}::timestamptz, ${v.guestName}::text
      from seat left join debit on true
      where ${v.packageId}::int is null or debit.id is not null
      returning *
    ), ledger as (
      insert into ${creditLedger} (user_package_id, user_id, delta_credits, delta_classes, credits_after,
        classes_after, reason, booking_id, created_at)
      select debit.id, ${v.userId}::int, -added.credits_spent, -added.classes_spent, debit.credits_balance,
        debit.classes_left, 'BOOKING', added.id, ${v.at}::timestamptz
      from added join debit on true
      returning id
    )${also.length ? sql`, ${sql.join(also, sql`, `)}` : sql``}
    select added.*, ${refuse} as refused, debit.credits_balance as paid_credits_balance,
      debit.classes_left as paid_classes_left
    from (select 1) one left join added on true left join debit on true`;
  });
  // A handful of shapes in practice; past the cap, one more is built each time rather than kept.
  if (seatStatementShapes.size < 64) seatStatementShapes.set(shape, built);
  return built;
}
const seatStatementShapes = new Map<string, ReturnType<typeof prebuiltStatement>>();

/** The one statement of `seatAndPay` (see there), filled in with this purchase and its follow-ups. */
function seatStatement(db: Db, p: SeatPurchase, followUps: SeatFollowUps | undefined): PrebuiltRun {
  const told = followUps ? notificationRows(followUps.notifications, p.at) : [];
  return seatStatementBuilt(followUps, told)(db, {
    sessionId: p.sessionId,
    userId: p.userId,
    kidId: p.kidId,
    kidOrZero: p.kidId ?? 0,
    creditSeat: p.creditSeat,
    creditSeatCount: p.creditSeat ? 1 : 0,
    packageId: p.packageId,
    charge: p.charge,
    at: p.at.toISOString(),
    source: p.source,
    guestName: p.guestName ?? null,
    bookingId: followUps?.bookingId ?? null,
    ...(followUps?.mail ? valuesOf(followUps.mail, 'mail_') : {}),
    ...Object.assign({}, ...told.map((row, i) => valuesOf(row, `told${i}_`))),
  });
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

/** What `kinetic_refuse` named (no seat left, or a seat it could not pay for); any other error is thrown. */
function refusedSeat(error: unknown): Seated {
  const refusal = refusalOf(error);
  if (refusal === 'NO_SEAT') return { kind: 'NO_SEAT' };
  if (refusal === 'UNPAID') return { kind: 'UNPAID' };
  throw error;
}

/** How long a seat in a batch may wait for a lock before it leaves the batch and runs alone. */
const SEAT_LOCK_WAIT_MS = 50;

/**
 * The joins of customers, each on its own (no transaction of the caller), gathered (issue 16, ADR 26):
 * the facts of the joins that arrive together are one read, and their seat statements one round trip
 * and one commit (`eachOnItsOwn`: each is still all or nothing, and a refused one writes nothing).
 * One batch of seats at a time: two would take the same sessions' and packages' row locks in
 * different orders (and measured slower). A seat that waits for a lock longer than SEAT_LOCK_WAIT_MS
 * gives up its place in the batch (which holds the locks of the seats before it until it commits)
 * and runs alone. At most 50 a batch: each is a subtransaction, and past 64
 * in one transaction PostgreSQL's snapshots of every other session get slower (subxid overflow).
 */
export function gatheredJoins(db: Db) {
  const alone = joinQueries(db);
  const facts = gathered((asked: JoinAsked[]) => joinFactsOf(db, asked), { maxInFlight: 4 });
  const seats = gathered<Query, Raw[]>(
    (queries) => eachOnItsOwn(db, queries, { lockTimeoutMs: SEAT_LOCK_WAIT_MS }),
    { maxInFlight: 1, maxBatch: 50 },
  );
  return {
    joinFacts: (sessionId: number, userId: number, userKidId: number | null, now: Date, forBooking = false) =>
      facts({ sessionId, userId, userKidId, now, forBooking }),
    async seatAndPay(p: SeatPurchase, followUps?: SeatFollowUps): Promise<Seated> {
      if (!followUps) return alone.seatAndPay(p);
      const { query } = seatStatement(db, p, followUps);
      try {
        const [row] = await seats(query);
        return seatedFrom(row!);
      } catch (error) {
        // A lock held elsewhere (a promotion's session, another process's batch): alone, it may wait.
        const code = pgErrorCode(error);
        if (code === '55P03' || code === '40P01') return alone.seatAndPay(p, followUps);
        return refusedSeat(error);
      }
    },
  };
}

export function joinQueries(db: Db) {
  return {
    /**
     * The session with its class, the customer, their kids, whether they (or the kid, on a kids'
     * class) hold a seat or a wish on it, and their live packages, in one read. Undefined: no session.
     */
    async joinFacts(
      sessionId: number,
      userId: number,
      userKidId: number | null,
      now: Date,
      /** Also read what booking in one statement needs (`SeatFollowUps`): the mail's facts, an id. */
      forBooking = false,
    ): Promise<JoinFacts | undefined> {
      const [facts] = await joinFactsOf(db, [{ sessionId, userId, userKidId, now, forBooking }]);
      return facts;
    },

    /** Packages that have not expired (the join rules pick among them). */
    livePackages: (userId: number, now: Date): Promise<LivePackage[]> =>
      db.select(livePackageFields).from(userPackages).where(live(userId, now)),

    /**
     * One statement (DESIGN 5): the seat by a conditional UPDATE, so concurrent joins never oversell;
     * then, only if seated, the package's debit, conditional on its balance, a class left and its
     * expiry; then, only if seated and paid (or nothing to pay), the booking and its ledger row. A
     * seat it could not pay for refuses the statement (`UNPAID`: nothing is written, and a caller's
     * transaction is then aborted). No seat answers `NO_SEAT` with nothing written; with `followUps`
     * (run on its own, no transaction) it refuses as well, since its mail and notifications were
     * written unconditionally. A second active booking of the same customer fails the statement on
     * the booking's unique index.
     */
    async seatAndPay(p: SeatPurchase, followUps?: SeatFollowUps): Promise<Seated> {
      try {
        const [row] = await rowsOf<Raw>(db, seatStatement(db, p, followUps).sql());
        return seatedFrom(row!);
      } catch (error) {
        return refusedSeat(error);
      }
    },
  };
}
