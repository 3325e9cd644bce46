import {
  DASHBOARD_WINDOWS,
  type Dashboard,
  type DashboardListQuery,
  type DayRange,
  dashboardMonths,
  lastDays,
  minutesToTime,
  zonedParts,
} from '@kinetic/domain';
import type { AdminGym, GymScope } from '../gym-admin';
import type { CustomerTotalsService } from '../gym-customers';
import type { LedgerScope, PeriodFiguresService } from '../gym-reports';
import type { DashboardRepository } from './gym-dashboard.repository';

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/**
 * The owner's dashboard (docs/adr/0046): every figure on the gym's store calendar, counted by the
 * rules that already answer it elsewhere (the ledger's net and refunds, the customers page's new
 * customers and bookings, the attendance report's rates), plus its own at-risk, expiring and
 * first-to-second-visit counts.
 */
export function createDashboardService(deps: {
  dashboard: DashboardRepository;
  figures: PeriodFiguresService;
  customers: CustomerTotalsService;
  scope: GymScope;
  now: () => Date;
}) {
  const { dashboard, figures, customers, scope, now } = deps;
  const W = DASHBOARD_WINDOWS;
  const ledgerOf = (gym: AdminGym, range: DayRange): LedgerScope => ({
    gymId: gym.id,
    timeZone: gym.timeZone,
    ...range,
  });
  const money = (gym: AdminGym) => ({
    currencyCode: gym.currencyCode,
    currencyDecimals: gym.currencyDecimals,
  });
  const pageOf = (query: DashboardListQuery) =>
    query.format === 'csv' ? null : { limit: query.size, offset: query.page * query.size };

  async function month(gym: AdminGym, range: DayRange) {
    const [incomeNet, counts] = await Promise.all([
      figures.incomeNet(ledgerOf(gym, range)),
      customers.overDays(gym.id, range.fromDate, range.toDate, gym.timeZone),
    ]);
    return {
      ...range,
      incomeNet,
      bookings: counts.bookings,
      newCustomers: counts.newCustomers,
    };
  }

  return {
    async tiles(me: number, gymId?: number): Promise<Dashboard> {
      const gym = await scope.resolve(me, gymId);
      const at = now();
      const today = zonedParts(at, gym.timeZone).date;
      const months = dashboardMonths(today);
      const rateRange = lastDays(today, W.rateDays);
      const [todaySessions, thisMonth, previousMonth, atRisk, expiring, conversion, roll] = await Promise.all(
        [
          dashboard.todayTotals(gym.id, today),
          month(gym, months.current),
          month(gym, months.previous),
          dashboard.atRiskCount(gym.id, at, W.atRiskDays),
          dashboard.expiringCount(gym.id, at, W.expiringDays, W.lowBalance),
          dashboard.firstToSecondVisit(gym.id, at, W.conversionDays),
          figures.rollTotals(ledgerOf(gym, rateRange), money(gym)),
        ],
      );
      const { attended, noShows, noShowRate } = roll;
      return {
        today,
        ...money(gym),
        todaySessions,
        thisMonth,
        previousMonth,
        atRisk,
        expiring,
        firstToSecondVisit: { ...conversion, rate: percent(conversion.returned, conversion.firstVisits) },
        rates: {
          ...rateRange,
          attended,
          noShows,
          // The share of closed-roll bookings that came: the no-show rate's other side.
          attendanceRate: percent(attended, attended + noShows),
          noShowRate,
        },
      };
    },

    async atRisk(me: number, query: DashboardListQuery) {
      const gym = await scope.resolve(me, query.gymId);
      const { rows, total } = await dashboard.atRisk(gym.id, now(), W.atRiskDays, pageOf(query));
      return { items: rows, page: query.page, size: query.size, total, timeZone: gym.timeZone };
    },

    async expiring(me: number, query: DashboardListQuery) {
      const gym = await scope.resolve(me, query.gymId);
      const { rows, total } = await dashboard.expiring(
        gym.id,
        now(),
        W.expiringDays,
        W.lowBalance,
        pageOf(query),
      );
      return { items: rows, page: query.page, size: query.size, total, timeZone: gym.timeZone };
    },

    async todaySessions(me: number, query: DashboardListQuery) {
      const gym = await scope.resolve(me, query.gymId);
      const today = zonedParts(now(), gym.timeZone).date;
      const { rows, total } = await dashboard.todaySessions(gym.id, today, pageOf(query));
      return {
        items: rows.map(({ fromMinute, ...row }) => ({
          ...row,
          fromTime: minutesToTime(fromMinute),
          freeSeats: row.seats - row.booked,
        })),
        page: query.page,
        size: query.size,
        total,
        today,
        timeZone: gym.timeZone,
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
