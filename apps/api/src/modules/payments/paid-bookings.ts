import { joinEligibility, MSG, PAYMENT_MSG } from '@kinetic/domain';
import type { Db } from '../../db/client';
import type { userPackages } from '../../db/schema';
import { AppError, fail } from '../../lib/errors';
import { decisionSession, decisionViewer, type Seats, seatsOn } from '../bookings';
import { mailsOn } from '../mail';
import type { PurchaseRow } from './payments.repository';

type UserPackageRow = typeof userPackages.$inferSelect;
type Booked = { bookingId: number | null; bookingError: string | null };
type Attempt =
  | { kind: 'BOOKED'; bookingId: number }
  | { kind: 'FULL' }
  | { kind: 'REFUSED'; message: string };

/** Sessions of a program looked at in one fulfilment: far more than any program's package holds. */
const PROGRAM_SESSIONS_MAX = 100;

/**
 * Books the customer into the class the order was for, with the package just bought, in a savepoint:
 * if the class filled up or the customer may not join, the payment and credits stand and the reason
 * is kept for the confirmation page.
 */
export async function bookInto(
  tx: Db,
  purchase: PurchaseRow,
  sessionId: number,
  pkg: UserPackageRow,
  at: Date,
): Promise<Booked> {
  const result = await attempt(seatsOn(tx), purchase, sessionId, pkg, at);
  if (result.kind === 'BOOKED') {
    // A paid personal-training session: its trainer and gym get it by e-mail, with the calendar file.
    await mailsOn(tx, () => at).ptBooked(result.bookingId);
    return { bookingId: result.bookingId, bookingError: null };
  }
  return { bookingId: null, bookingError: result.kind === 'FULL' ? MSG.classFull : result.message };
}

/**
 * A workshop (AUTOJOINWITHPACKAGE) books every session of its program, on the fulfilment transaction,
 * so exactly once however often the payment is reported: the program is the class's scheduled
 * sessions from now until the package lapses, one class (and credit) of the package each, earliest
 * first, until the package has none left. A session already booked costs nothing again. A full
 * session puts the customer on its waitlist and its class stays on the package, to pay for the seat
 * when the waitlist promotes them (docs/adr/0003); the confirmation page names those sessions.
 */
export async function bookProgram(
  tx: Db,
  purchase: PurchaseRow,
  pkg: UserPackageRow,
  at: Date,
): Promise<Booked> {
  const q = seatsOn(tx);
  const classId = purchase.sessionId
    ? (await q.session(purchase.sessionId))?.classId
    : (await q.programClass(pkg.packageId))?.id;
  if (classId === undefined) return { bookingId: null, bookingError: null };
  const sessions = await q.sessionsOfClass(classId, at, pkg.expiresAt, PROGRAM_SESSIONS_MAX);
  let firstBooking: number | null = null;
  const waitlisted: string[] = [];
  let refusal: string | null = null;
  for (const session of sessions) {
    const current = (await q.livePackages(purchase.userId!, at)).find((p) => p.id === pkg.id);
    if (!current || (current.classesLeft !== null && current.classesLeft < 1) || current.creditsBalance < 1)
      break;
    const result = await attempt(q, purchase, session.id, { ...pkg, ...current }, at);
    if (result.kind === 'BOOKED') firstBooking ??= result.bookingId;
    else if (result.kind === 'FULL') {
      await q.waitForSeat(session.id, purchase.userId!, purchase.kidId, at);
      waitlisted.push(session.localDate);
    } else {
      // The customer may not join this program (gender, mobile, kids): the same for every session.
      refusal = result.message;
      break;
    }
  }
  if (refusal) return { bookingId: firstBooking, bookingError: refusal };
  const note = waitlisted.length
    ? PAYMENT_MSG.programSessionsWaitlisted.replace('$dates', waitlisted.join(', '))
    : null;
  return { bookingId: firstBooking, bookingError: note };
}

async function attempt(
  q: Seats,
  purchase: PurchaseRow,
  sessionId: number,
  pkg: Pick<
    UserPackageRow,
    | 'id'
    | 'packageType'
    | 'packageCategory'
    | 'kidId'
    | 'gymUserId'
    | 'creditsBalance'
    | 'classesLeft'
    | 'unlimited'
    | 'visitLimitPerGym'
    | 'expiresAt'
    | 'packageId'
    | 'classCategoryIds'
    | 'ptSessionValue'
  >,
  at: Date,
): Promise<Attempt> {
  try {
    return await q.savepoint(async (sp) => {
      const facts = await sp.joinFacts(sessionId, purchase.userId!, purchase.kidId, at);
      const session = facts?.session;
      // An unlisted class (its partner awaits the operator's review) is booked by no payment,
      // as by no join: the shop opens no order for one, and an order opened before gets no seat either.
      if (!facts || !session || !facts.listed || session.deletedAt || session.status !== 'SCHEDULED') {
        throw fail('CLASS_DELETED');
      }
      if (session.startsAt <= at) throw fail('CLASS_STARTED');
      const kidId = session.ageCategory === 'CHILD' ? purchase.kidId : null;
      if (facts.bookingId !== null && session.priceModel === 'AUTOJOINWITHPACKAGE')
        return { kind: 'BOOKED' as const, bookingId: facts.bookingId };
      if (facts.bookingId !== null) throw fail('ALREADY_BOOKED');
      const customer = facts.customer!;
      const eligible = joinEligibility({
        session: decisionSession(session, { availableSeat: 1, autoWaitListHours: null }),
        viewer: decisionViewer(customer, facts.kids),
        selectedKidId: kidId,
      });
      if (eligible.kind !== 'OK')
        throw fail('PAID_BOOKING_REFUSED', {
          arg: 'message' in eligible ? eligible.message : MSG.unauthorized,
        });
      const result = await sp.takeSeat({
        session,
        userId: purchase.userId!,
        kidId,
        pkg: {
          id: pkg.id,
          catalogPackageId: pkg.packageId,
          packageType: pkg.packageType,
          category: pkg.packageCategory,
          kidId: pkg.kidId,
          gymId: pkg.gymUserId,
          creditsBalance: pkg.creditsBalance,
          classesLeft: pkg.classesLeft,
          unlimited: pkg.unlimited,
          visitLimitPerGym: pkg.visitLimitPerGym,
          expiresAt: pkg.expiresAt,
          classCategoryIds: pkg.classCategoryIds,
          ptSessionValue: pkg.ptSessionValue,
        },
        credit: session.credit,
        source: 'DIRECT',
        now: at,
      });
      if (result.kind === 'FULL') return { kind: 'FULL' as const };
      if (result.kind === 'CREDIT_SEATS') throw fail('CREDIT_SEATS_FILLED');
      await sp.removeWish(session.id, purchase.userId!, kidId);
      // The gym, the class's owner and its trainer hear of a paid booking as of any other.
      await sp.tellPartners(session, 'classJoined', purchase.userId!, at);
      return { kind: 'BOOKED' as const, bookingId: result.booking.id };
    });
  } catch (error) {
    if (error instanceof AppError) return { kind: 'REFUSED', message: error.message };
    throw error;
  }
}
