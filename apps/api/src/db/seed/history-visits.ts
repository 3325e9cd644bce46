import { type Gender, type JoinDecisionInput, joinDecision, joinEligibility } from '@kinetic/domain';
import { and, asc, eq, gte, inArray, lt, or } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import {
  decisionSession,
  type LivePackage,
  type Seats,
  seatsOn,
  toPackageBalance,
} from '../../modules/bookings';
import { recordPaidOrder } from '../../modules/payments';
import type { Db } from '../client';
import { classSessions, fitnessClasses, packages, promoCodes } from '../schema';

export const HISTORY_REFERENCE_PREFIX = 'HIST-';
const HOUR_MS = 3_600_000;

export interface HistoryCustomer {
  id: number;
  gender: Gender;
  mobile: string;
  kidId: number | null;
  kidGender: Gender | null;
  /** The adult packages they buy, in turn. */
  plan: readonly string[];
  /** From when they come (their account is a few days older). */
  joinedAt: Date;
}

type SessionRow = NonNullable<Awaited<ReturnType<Seats['session']>>>;

/** A customer's try to book a class for themselves or their kid, at `at` (a day or two before it). */
interface Attempt {
  session: SessionRow;
  customer: HistoryCustomer;
  kidId: number | null;
  at: Date;
}

/** Their kid's package: a kids' class is paid by a package of the kid's own. */
const KIDS_PACKAGE = 'Kids 8 Credits';
/** A first order takes the welcome code, as a newcomer's would. */
const WELCOME_PROMO = 'WELCOME10';
/** The join's answers when no live package of theirs pays for the class: they buy one. */
const NOTHING_PAYS = new Set(['NO_BALANCE', 'NOT_ENOUGH_CREDITS', 'PLAN_EXPIRES', 'NOT_IN_CATEGORY']);

/** The customer as the join rules see them (each class is tried once, so never a participant yet). */
const viewerOf = (customer: HistoryCustomer): NonNullable<JoinDecisionInput['viewer']> => ({
  gender: customer.gender,
  mobile: customer.mobile,
  kids: customer.kidId ? [{ id: customer.kidId, gender: customer.kidGender! }] : [],
  isParticipant: false,
});

/** Whether customer `c` wants the `s`-th class: about three in ten, evenly mixed (a fixed hash). */
function wants(s: number, c: number): boolean {
  let h = Math.imul(s * 64 + c + 1, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  return (h ^ (h >>> 13)) >>> 0 < 0.3 * 2 ** 32;
}

/** The gym's past sessions (local dates `from` to the day before `before`), as the join reads them. */
async function pastSessions(db: Db, gymId: number, from: string, before: string, now: Date) {
  const ids = await db
    .select({ id: classSessions.id })
    .from(classSessions)
    .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
    .where(
      and(
        or(eq(fitnessClasses.gymUserId, gymId), eq(fitnessClasses.ownerUserId, gymId)),
        eq(classSessions.status, 'SCHEDULED'),
        gte(classSessions.localDate, from),
        lt(classSessions.localDate, before),
        lt(classSessions.startsAt, now),
      ),
    )
    .orderBy(asc(classSessions.startsAt), asc(classSessions.id));
  const seats = seatsOn(db);
  const sessions: SessionRow[] = [];
  for (const { id } of ids) sessions.push((await seats.session(id))!);
  return sessions;
}

/**
 * The customers' visits to the gym's past classes, in the order they booked them. Each is a join the
 * product would have taken then: the domain's join decision with the booking's time as its clock
 * (age category and a kid for a kids' class, gender, a live package that pays), then the seat, the
 * debit and its ledger row in one statement (`takeSeat`, as the join writes them). The join service
 * itself refuses the past (its clock is the server's), so this runs its decision and its writes.
 * A customer with nothing left that pays buys the next package of their plan first, as a paid card
 * order (`recordPaidOrder`), and tries again.
 *
 * Fast enough for every start: the sessions are read once, and each customer's live packages when
 * they buy; after that the seat statement's own answers (seats taken, the balance left) keep them.
 */
export async function livePastVisits(
  db: Db,
  args: { gymId: number; customers: HistoryCustomer[]; from: string; before: string; now: Date },
): Promise<void> {
  const sessions = await pastSessions(db, args.gymId, args.from, args.before, args.now);

  // Who wants which class: about three in ten of the classes open to them, booked 20 to 50 hours
  // before it starts. Personal training and programs are bought for at checkout: none of them did.
  const attempts: Attempt[] = [];
  for (const [s, session] of sessions.entries()) {
    if (session.priceModel === 'PT' || session.priceModel === 'AUTOJOINWITHPACKAGE') continue;
    for (const [c, customer] of args.customers.entries()) {
      if (!wants(s, c)) continue;
      const kidId = session.ageCategory === 'CHILD' ? customer.kidId : null;
      // Only the classes the rules let them (or their kid) into; the decision asks again.
      const open = joinEligibility({
        session: decisionSession(session, { availableSeat: 1, autoWaitListHours: null }),
        viewer: viewerOf(customer),
        selectedKidId: kidId,
      });
      if (open.kind !== 'OK') continue;
      const at = new Date(session.startsAt.getTime() - (20 + ((s + c * 5) % 31)) * HOUR_MS);
      if (at < customer.joinedAt) continue;
      attempts.push({ session, customer, kidId, at });
    }
  }
  attempts.sort((a, b) => a.at.getTime() - b.at.getTime() || a.session.id - b.session.id);

  const packageIds = new Map(
    (
      await db
        .select({ id: packages.id, name: packages.name })
        .from(packages)
        .where(inArray(packages.name, [KIDS_PACKAGE, ...new Set(args.customers.flatMap((c) => c.plan))]))
    ).map((p) => [p.name, p.id]),
  );
  const [welcome] = await db
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(eq(promoCodes.name, WELCOME_PROMO));
  const q = seatsOn(db);
  const orders = new Map<number, number>();
  const held = new Map<number, LivePackage[]>();

  /** The next package of their plan (or their kid's), paid by card a few minutes before booking. */
  async function buy(attempt: Attempt): Promise<boolean> {
    const { customer } = attempt;
    const n = orders.get(customer.id) ?? 0;
    const name = attempt.kidId ? KIDS_PACKAGE : customer.plan[n % customer.plan.length]!;
    const packageId = packageIds.get(name);
    if (packageId === undefined) return false;
    orders.set(customer.id, n + 1);
    const paidAt = new Date(attempt.at.getTime() - 10 * 60_000);
    await recordPaidOrder(
      db,
      {
        referenceId: `${HISTORY_REFERENCE_PREFIX}${customer.id}-${n + 1}`,
        userId: customer.id,
        packageId,
        gymId: args.gymId,
        kidId: attempt.kidId,
        promoId: n === 0 ? (welcome?.id ?? null) : null,
        gateway: 'sandbox',
      },
      paidAt,
    );
    held.set(customer.id, await q.livePackages(customer.id, paidAt));
    return true;
  }

  /** The join as the rules decide it at the attempt's time: booked, refused, or nothing pays. */
  async function join(attempt: Attempt): Promise<'DONE' | 'BUY'> {
    const { customer, session, at } = attempt;
    if (!held.has(customer.id)) held.set(customer.id, await q.livePackages(customer.id, at));
    const live = held.get(customer.id)!.filter((p) => p.expiresAt > at);
    const decision = joinDecision({
      now: at,
      session: decisionSession(session, {
        availableSeat: session.seats - session.booked,
        autoWaitListHours: session.autoWaitListHours,
      }),
      viewer: viewerOf(customer),
      selectedKidId: attempt.kidId,
      packages: live.map(toPackageBalance),
    });
    if (NOTHING_PAYS.has(decision.kind)) return 'BUY';
    if (decision.kind !== 'JOIN') return 'DONE';
    const pkg = live.find((p) => p.id === decision.packageId) ?? null;
    const seat = {
      session,
      userId: customer.id,
      kidId: session.ageCategory === 'CHILD' ? attempt.kidId : null,
      pkg,
      credit: session.credit,
      source: 'DIRECT' as const,
      now: at,
      // Past bookings are nobody's news.
      mail: false,
    };
    // The seat, debit, booking and ledger row are one statement; a package with a visit limit counts
    // the visits after its debit, so it books in a transaction (as takeSeat asks).
    const result =
      pkg?.visitLimitPerGym == null
        ? await q.takeSeat(seat)
        : await q.savepoint((inTransaction) => inTransaction.takeSeat(seat));
    if (result.kind !== 'BOOKED') return 'DONE';
    session.booked += 1;
    if (pkg && result.paid) {
      pkg.creditsBalance = result.paid.creditsBalance;
      pkg.classesLeft = result.paid.classesLeft;
    }
    return 'DONE';
  }

  for (const attempt of attempts) {
    for (let tries = 0; tries < 2; tries++) {
      let outcome: 'DONE' | 'BUY';
      try {
        outcome = await join(attempt);
      } catch (error) {
        // The seat's own checks refused (a visit limit reached): nothing was written.
        if (error instanceof AppError) break;
        throw error;
      }
      if (outcome === 'DONE' || tries > 0 || !(await buy(attempt))) break;
    }
  }
}
