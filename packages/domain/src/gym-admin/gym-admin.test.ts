import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { adminPageQuerySchema, daysInRange, reportRangeQuerySchema } from './admin-query';
import { toCsv } from './csv';

describe('report ranges', () => {
  it('counts both ends and accepts a whole leap year', () => {
    expect(daysInRange('2026-01-01', '2026-01-01')).toBe(1);
    expect(reportRangeQuerySchema.safeParse({ fromDate: '2028-01-01', toDate: '2028-12-31' }).success).toBe(
      true,
    );
  });

  it('refuses a reversed range, a range over a year and an impossible date in plain words', () => {
    const reversed = reportRangeQuerySchema.safeParse({ fromDate: '2026-03-02', toDate: '2026-03-01' });
    expect(reversed.error?.issues[0]?.message).toBe(MSG.rangeOrder);
    const tooLong = reportRangeQuerySchema.safeParse({ fromDate: '2025-01-01', toDate: '2026-01-02' });
    expect(tooLong.error?.issues[0]?.message).toBe(MSG.rangeTooLong);
    const impossible = reportRangeQuerySchema.safeParse({ fromDate: '2026-02-30', toDate: '2026-03-01' });
    expect(impossible.error?.issues[0]?.message).toBe(MSG.invalidDate);
  });

  it('pages hold at most 50 rows and a bigger size is refused', () => {
    expect(adminPageQuerySchema.parse({})).toEqual({ page: 0, size: 50 });
    expect(adminPageQuerySchema.safeParse({ size: '51' }).error?.issues[0]?.message).toBe(
      MSG.pageSizeTooBig(50),
    );
  });
});

describe('CSV downloads', () => {
  const columns = [
    { header: 'Name', cell: (row: { name: string; amount: number }) => row.name },
    { header: 'Amount', cell: (row: { name: string; amount: number }) => row.amount },
  ];

  it('quotes commas and quotes, keeps numbers numeric and starts with a byte-order mark', () => {
    const csv = toCsv(columns, [
      { name: 'Sara, "Coach"', amount: -1500 },
      { name: 'نورة', amount: 2000 },
    ]);
    expect(csv).toBe('\uFEFFName,Amount\r\n"Sara, ""Coach""",-1500\r\nنورة,2000\r\n');
  });

  it('never lets a name become a spreadsheet formula', () => {
    expect(toCsv(columns, [{ name: '=HYPERLINK("x")', amount: 1 }])).toContain(`"'=HYPERLINK(""x"")",1`);
    expect(toCsv(columns, [{ name: '@SUM(A1)', amount: 1 }])).toContain("'@SUM(A1),1");
  });
});
