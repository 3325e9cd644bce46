import type {
  AttendanceReport,
  ReportGranularity,
  TransactionCorrection,
  TransactionFilter,
  TransactionRow,
} from '@kinetic/domain';
import { fail, forbidden, notFound } from '../../lib/errors';
import type { AdminGym, GymScope } from '../gym-admin';
import type { AttendanceRepository } from './attendance.repository';
import type { LedgerScope } from './ledger-sql.repository';
import type { OwnClassesRepository } from './own-classes.repository';
import type { RawTransaction, ReportsRepository } from './reports.repository';
import type { TrainerPayRepository } from './trainers.repository';

interface Range {
  fromDate: string;
  toDate: string;
}

const toRow = (row: RawTransaction): TransactionRow => ({
  id: Number(row.id),
  reference: row.reference,
  paidAt: new Date(row.paidAt).toISOString(),
  customerName: row.customerName ?? '',
  customerEmail: row.customerEmail,
  userId: row.userId === null ? null : Number(row.userId),
  packageId: row.packageId === null ? null : Number(row.packageId),
  packageName: row.packageName ?? '',
  packageType: row.packageType ?? '',
  kind: row.kind,
  price: Number(row.price),
  discount: Number(row.discount),
  amount: Number(row.amount),
  corrected: Boolean(row.corrected),
  currencyCode: row.currencyCode,
});

/** Accounting and reports of a gym, the trainer report and a trainer's own earnings. */
export function createReportsService(deps: {
  reports: ReportsRepository;
  attendance: AttendanceRepository;
  pay: TrainerPayRepository;
  own: OwnClassesRepository;
  scope: GymScope;
}) {
  const { reports, attendance, pay, own, scope } = deps;
  const ledgerOf = (gym: AdminGym, range: Range): LedgerScope => ({
    gymId: gym.id,
    timeZone: gym.timeZone,
    fromDate: range.fromDate,
    toDate: range.toDate,
  });
  const money = (gym: AdminGym) => ({
    currencyCode: gym.currencyCode,
    currencyDecimals: gym.currencyDecimals,
  });

  return {
    async transactions(me: number, query: TransactionFilter & { page: number; size: number }) {
      const gym = await scope.resolve(me, query.gymId);
      const ledger = ledgerOf(gym, query);
      const [rows, totals] = await Promise.all([
        reports.transactions(ledger, query, query),
        reports.totals(ledger, query),
      ]);
      return {
        rows: rows.map(toRow),
        total: totals.count,
        page: query.page,
        size: query.size,
        ...money(gym),
      };
    },
    async allTransactions(me: number, query: TransactionFilter) {
      const gym = await scope.resolve(me, query.gymId);
      return (await reports.transactions(ledgerOf(gym, query), query)).map(toRow);
    },
    /** What a CSV of the gym's money writes with: its currency's decimals and its store's clock. */
    async csvFormat(me: number, gymId?: number) {
      const gym = await scope.resolve(me, gymId);
      return { currencyDecimals: gym.currencyDecimals, timeZone: gym.timeZone };
    },
    async totals(me: number, query: TransactionFilter) {
      const gym = await scope.resolve(me, query.gymId);
      return { ...(await reports.totals(ledgerOf(gym, query), query)), ...money(gym) };
    },
    async correct(me: number, purchaseId: number, body: TransactionCorrection, gymId?: number) {
      const gym = await scope.resolve(me, gymId);
      return pay.transaction(async (tx) => {
        const purchase = await pay.lockPaidPurchase(tx, gym.id, purchaseId);
        if (!purchase) throw notFound();
        if (purchase.amount === body.amount) throw fail('NO_CHANGES');
        const row = await pay.addCorrection(tx, {
          purchaseId,
          gymUserId: gym.id,
          oldAmount: purchase.amount,
          newAmount: body.amount,
          actorUserId: me,
          reason: body.reason,
        });
        return {
          id: purchaseId,
          oldAmount: row.oldAmount,
          newAmount: row.newAmount,
          reason: row.reason,
          correctedAt: row.createdAt.toISOString(),
        };
      });
    },
    async revenue(me: number, query: Range & { gymId?: number; granularity: ReportGranularity }) {
      const gym = await scope.resolve(me, query.gymId);
      const series = await reports.revenue(ledgerOf(gym, query), query.granularity);
      return { ...money(gym), granularity: query.granularity, series };
    },
    async bookings(me: number, query: Range & { gymId?: number }) {
      const gym = await scope.resolve(me, query.gymId);
      const ledger = ledgerOf(gym, query);
      const [byClass, byHour] = await Promise.all([
        reports.bookingsByClass(ledger),
        reports.bookingsByHour(ledger),
      ]);
      return { byClass, byHour };
    },
    async packageMix(me: number, query: Range & { gymId?: number }) {
      const gym = await scope.resolve(me, query.gymId);
      return { ...money(gym), rows: await reports.packageMix(ledgerOf(gym, query)) };
    },
    /** No-shows and late cancels of the gym's sessions in the range, by class, trainer or customer. */
    async attendance(me: number, query: Range & { gymId?: number; by: AttendanceReport['by'] }) {
      const gym = await scope.resolve(me, query.gymId);
      return attendance.attendance(ledgerOf(gym, query), query.by, money(gym));
    },
    async occupancy(me: number, query: Range & { gymId?: number }) {
      const gym = await scope.resolve(me, query.gymId);
      return reports.occupancy(ledgerOf(gym, query));
    },
    async gymWise(me: number, query: Range & { page: number; size: number }, all = false) {
      await scope.assertMaster(me);
      const result = await reports.gymWise(query.fromDate, query.toDate, all ? null : query);
      return { ...result, page: query.page, size: query.size };
    },
    async trainers(me: number, query: Range & { gymId?: number }) {
      const gym = await scope.resolve(me, query.gymId);
      return { ...money(gym), rows: await pay.gymReport(gym.id, query.fromDate, query.toDate) };
    },
    async rate(me: number, trainerId: number, gymId?: number) {
      const gym = await scope.resolve(me, gymId);
      if (!(await pay.isTrainer(trainerId))) throw notFound();
      return { trainerId, amountPerSession: (await pay.rate(gym.id, trainerId)) ?? 0, ...money(gym) };
    },
    async setRate(me: number, trainerId: number, amountPerSession: number, gymId?: number) {
      const gym = await scope.resolve(me, gymId);
      if (!(await pay.isTrainer(trainerId))) throw notFound();
      await pay.setRate(gym.id, trainerId, amountPerSession, gym.currencyCode);
      return { trainerId, amountPerSession, ...money(gym) };
    },
    async ownEarnings(me: number, range: Range) {
      if (!(await pay.isTrainer(me))) throw forbidden();
      return { gyms: await pay.ownEarnings(me, range.fromDate, range.toDate) };
    },
    /** What her own classes (a freelancer's) took: sales, credits and refunds. */
    async ownClasses(me: number, range: Range) {
      if (!(await pay.isTrainer(me))) throw forbidden();
      return { rows: await own.ownClasses(me, range.fromDate, range.toDate) };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
