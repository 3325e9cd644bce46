import { type CsvColumn, csvZoneLabel, type TransactionRow, zonedCsvTime } from '@kinetic/domain';

/** Minor units as the major-unit figure a spreadsheet reads (12500 with 3 decimals: 12.500). */
export const major = (minor: number, decimals: number) => (minor / 10 ** decimals).toFixed(decimals);

/** The transactions CSV: times on the gym's store clock, named in the header. */
export function transactionColumns(decimals: number, timeZone: string): CsvColumn<TransactionRow>[] {
  return [
    { header: 'Reference', cell: (row) => row.reference },
    { header: `Paid at (${csvZoneLabel(timeZone)})`, cell: (row) => zonedCsvTime(row.paidAt, timeZone) },
    { header: 'Customer', cell: (row) => row.customerName },
    { header: 'E-mail', cell: (row) => row.customerEmail },
    { header: 'Package', cell: (row) => row.packageName },
    { header: 'Type', cell: (row) => row.packageType },
    { header: 'Price', cell: (row) => major(row.price, decimals) },
    { header: 'Discount', cell: (row) => major(row.discount, decimals) },
    { header: 'Amount', cell: (row) => major(row.amount, decimals) },
    { header: 'Corrected', cell: (row) => (row.corrected ? 'yes' : 'no') },
    { header: 'Currency', cell: (row) => row.currencyCode },
  ];
}
