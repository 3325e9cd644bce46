/** One column of a downloadable table: its header and how a row's cell reads. */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => string | number | null | undefined;
}

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) is prefixed
 * with an apostrophe: a customer's name must never become a formula on the gym's computer. Numbers
 * are written as numbers, so negative amounts stay numbers.
 */
function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** RFC 4180 CSV (CRLF lines, with a byte-order mark so spreadsheets read Arabic as UTF-8). */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.cell(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
