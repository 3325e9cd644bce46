import type { Db } from '../../db/client';
import { createAttendanceRepository } from './attendance.repository';
import type { LedgerScope } from './ledger-sql.repository';
import { createReportsRepository } from './reports.repository';

/**
 * A gym's money and attendance over a period, by the reports' own definitions: the owner's dashboard
 * counts with them (docs/adr/0046), so a tile and the report it opens never disagree.
 */
export function createPeriodFiguresService(db: Db) {
  const reports = createReportsRepository(db);
  const attendance = createAttendanceRepository(db);
  return {
    /** The ledger's net income less its refunds, as the revenue report totals them. */
    async incomeNet(scope: LedgerScope): Promise<number> {
      const totals = await reports.totals(scope, {});
      return totals.net - totals.refunds;
    },
    /** The classes' closed rolls: attended, no-shows and the no-show rate, as the attendance report's. */
    async rollTotals(scope: LedgerScope, currency: { currencyCode: string; currencyDecimals: number }) {
      return (await attendance.attendance(scope, 'class', currency)).totals;
    },
  };
}

export type PeriodFiguresService = ReturnType<typeof createPeriodFiguresService>;
