import { type FeeUnit, feeAmountText, localise, type SeatFeeDto } from '@kinetic/domain';
import type { Db } from '../../db/client';
import { retryOnConflict } from '../../db/retry';
import { fail, notFound } from '../../lib/errors';
import { mailsOn } from '../mail';
import { type PaymentsQueries, paymentsQueries } from './payments.repository';
import { type FeeRow, type SeatFeeQueries, seatFeeQueries, toSeatFeeDto } from './seat-fees.repository';

/**
 * Late-cancel and no-show fees (docs/adr/0040). Bookings records a fee PENDING when the cancel comes
 * too late or the roll closes; here it is taken once its delay has passed (a package's credits, or the
 * wallet in its currency), or left OWED when nothing can pay it, and a waiver gives a taken fee back.
 * Every move of credits or money writes its ledger row in the same transaction as the fee's new status.
 */
type FeeWork = PaymentsQueries & SeatFeeQueries;
const on = (db: Db): FeeWork => ({ ...paymentsQueries(db), ...seatFeeQueries(db) });

type Fee = NonNullable<FeeRow>;

const feeText = (fee: Fee) => feeAmountText(fee.unit as FeeUnit, fee.amount, fee.currencyCode);
const feeTextAr = (fee: Fee) => localise(feeText(fee), 'ar');

const classValues = (fee: Fee) => ({ fee: feeText(fee), className: fee.title, classDate: fee.localDate });
/** Each reader reads the amount in their language (renderNotification takes `feeAr` in Arabic). */
const classExtra = (fee: Fee) => ({
  feeAr: feeTextAr(fee),
  classSessionId: fee.classSessionId,
  bookingId: fee.bookingId,
  feeId: fee.id,
});

/** Takes the fee from a package's credits or the wallet, with its ledger row; null when neither can pay. */
async function charge(q: FeeWork, fee: Fee, at: Date): Promise<'CREDITS' | 'WALLET' | null> {
  if (fee.unit === 'CREDITS') {
    const pkg = await q.packageToCharge(fee, at);
    const after = pkg && (await q.moveCredits(pkg.id, -fee.amount));
    if (!pkg || !after) return null;
    await q.insertCreditLedger({
      userPackageId: pkg.id,
      userId: fee.userId,
      deltaCredits: -fee.amount,
      creditsAfter: after.creditsBalance,
      classesAfter: after.classesLeft,
      reason: 'FEE',
      bookingId: fee.bookingId,
      actorUserId: fee.ownerUserId,
      createdAt: at,
    });
    await q.settleFee(fee.id, { status: 'TAKEN', source: 'CREDITS', userPackageId: pkg.id, takenAt: at });
    return 'CREDITS';
  }
  const currency = fee.currencyCode!;
  const wallet = await q.lockWallet(fee.userId, currency);
  if (wallet.balance < fee.amount) return null;
  await q.moveWallet(fee.userId, currency, -fee.amount, 'FEE', null, fee.id);
  await q.settleFee(fee.id, { status: 'TAKEN', source: 'WALLET', takenAt: at });
  return 'WALLET';
}

/**
 * Takes a PENDING (or OWED) fee now; a pending one nothing can pay becomes OWED. The customer is told
 * by bell and e-mail when it is taken, and once when it becomes owed.
 */
async function takeFee(q: FeeWork, db: Db, fee: Fee, at: Date): Promise<FeeOutcome> {
  const source = await charge(q, fee, at);
  if (source === null && fee.status === 'OWED') return 'OWED';
  if (source === null) await q.settleFee(fee.id, { status: 'OWED' });
  const outcome = source ?? 'OWED';
  await tellTaken(q, db, fee, outcome, at);
  return outcome;
}

/** CARD: paid by a FEE order, the owed fees charged to the saved card (fee-charges.ts). */
type FeeOutcome = 'CREDITS' | 'WALLET' | 'ORDER' | 'CARD' | 'OWED';

/** The customer told by bell and e-mail that a fee was taken (from where) or is owed. */
async function tellTaken(q: FeeWork, db: Db, fee: Fee, outcome: FeeOutcome, at: Date): Promise<void> {
  await q.notify(
    {
      kind: outcome === 'OWED' ? 'seatFeeOwed' : 'seatFeeTaken',
      to: fee.userId,
      objectId: fee.classSessionId,
      values: classValues(fee),
      extra: classExtra(fee),
    },
    at,
  );
  await mailsOn(db, () => at).seatFee({
    id: fee.id,
    sessionId: fee.classSessionId,
    userId: fee.userId,
    kind: fee.kind as 'NO_SHOW' | 'LATE_CANCEL',
    fee: { en: feeText(fee), ar: feeTextAr(fee) },
    outcome,
  });
}

/**
 * A paid order settles the customer's owed fees (docs/adr/0040) on the transaction that fulfilled it,
 * after the booking it was bought for. The fees in money it was priced with (`feesIncluded`, in its
 * currency) are paid by the order itself, the oldest first; what it paid for a fee since waived or
 * settled otherwise goes to the wallet, so no money is kept for nothing. Other owed fees are taken
 * from the package just bought, or the wallet, as the fee job would. A FEE order (the saved card
 * charged for the fees alone) pays them the same way; its customer hears their card paid them.
 */
export async function settleOwedFees(
  tx: Db,
  purchase: { id: number; userId: number; kind: string; currencyCode: string; feesIncluded: number },
  at: Date,
): Promise<void> {
  const q = on(tx);
  const source = purchase.kind === 'FEE' ? 'CARD' : 'ORDER';
  let paid = purchase.feesIncluded;
  for (const { id } of await q.owedFees(purchase.userId)) {
    const fee = await q.lockFee(id);
    if (fee?.status !== 'OWED') continue;
    const paidByOrder = fee.unit === 'MONEY' && fee.currencyCode === purchase.currencyCode;
    if (paidByOrder && fee.amount <= paid) {
      paid -= fee.amount;
      await q.settleFee(fee.id, { status: 'TAKEN', source, purchaseId: purchase.id, takenAt: at });
      await tellTaken(q, tx, fee, source, at);
    } else {
      await takeFee(q, tx, fee, at);
    }
  }
  if (paid > 0) {
    await q.lockWallet(purchase.userId, purchase.currencyCode);
    await q.moveWallet(purchase.userId, purchase.currencyCode, paid, 'FEE_RETURN', purchase.id);
  }
}

/**
 * The fee job: every PENDING fee whose delay has passed is taken, each in a transaction of its own
 * under its row's lock, so any number of processes may run it; a fee waived meanwhile is left alone.
 */
export async function takeDueFees(db: Db, options: { now?: Date; limit?: number } = {}) {
  const now = options.now ?? new Date();
  const due = await seatFeeQueries(db).feesDue(now, options.limit ?? 100);
  const outcomes = { taken: 0, owed: 0 };
  for (const { id } of due) {
    await retryOnConflict(() =>
      db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const q = on(txDb);
        const fee = await q.lockFee(id);
        if (fee?.status !== 'PENDING') return;
        const outcome = await takeFee(q, txDb, fee, now);
        if (outcome === 'OWED') outcomes.owed++;
        else outcomes.taken++;
      }),
    );
  }
  return { due: due.length, ...outcomes };
}

/**
 * The partner waives one of their fees with a reason: a pending or owed fee is simply dropped, a taken
 * one is given back where it came from (FEE_RETURN ledger row). 404 for another partner's fee.
 */
async function waive(
  q: FeeWork,
  feeId: number,
  ownerUserId: number,
  byUserId: number,
  reason: string,
  at: Date,
) {
  const fee = await q.lockFee(feeId);
  if (!fee || fee.ownerUserId !== ownerUserId) throw notFound();
  if (fee.status === 'WAIVED') throw fail('FEE_SETTLED');
  if (fee.status === 'TAKEN' && fee.source === 'CREDITS' && fee.userPackageId !== null) {
    const after = await q.moveCredits(fee.userPackageId, fee.amount);
    await q.insertCreditLedger({
      userPackageId: fee.userPackageId,
      userId: fee.userId,
      deltaCredits: fee.amount,
      creditsAfter: after!.creditsBalance,
      classesAfter: after!.classesLeft,
      reason: 'FEE_RETURN',
      bookingId: fee.bookingId,
      actorUserId: byUserId,
      note: reason,
      createdAt: at,
    });
  } else if (fee.status === 'TAKEN' && fee.source !== 'CREDITS') {
    // Money goes back to the wallet, whether the wallet or an order paid it.
    await q.lockWallet(fee.userId, fee.currencyCode!);
    await q.moveWallet(fee.userId, fee.currencyCode!, fee.amount, 'FEE_RETURN', null, fee.id);
  }
  await q.waiveFee(fee.id, byUserId, reason, at);
  await q.notify(
    {
      kind: 'seatFeeWaived',
      to: fee.userId,
      objectId: fee.classSessionId,
      values: classValues(fee),
      extra: classExtra(fee),
    },
    at,
  );
  return toSeatFeeDto((await q.lockFee(fee.id))!);
}

export function createSeatFeesService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  return {
    /** GET /manage/customers/:userId/fees: the caller's fees on a customer. */
    ofCustomer: async (ownerUserId: number, userId: number): Promise<SeatFeeDto[]> =>
      (await seatFeeQueries(db).feesOf(userId, ownerUserId)).map(toSeatFeeDto),

    /** GET /fees: the caller's own fees, every partner's. */
    mine: async (userId: number): Promise<SeatFeeDto[]> =>
      (await seatFeeQueries(db).feesOf(userId)).map(toSeatFeeDto),

    /** POST /manage/fees/:id/waive */
    waive: (ownerUserId: number, byUserId: number, feeId: number, reason: string): Promise<SeatFeeDto> =>
      retryOnConflict(() =>
        db.transaction((tx) => waive(on(tx as unknown as Db), feeId, ownerUserId, byUserId, reason, now())),
      ),
  };
}

export type SeatFeesService = ReturnType<typeof createSeatFeesService>;
