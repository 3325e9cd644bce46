import { type CsvColumn, toCsv } from '@kinetic/domain';
import type { FastifyReply } from 'fastify';

/** A table as a CSV download: the same rows and columns the JSON list answers, every page. */
export function sendCsv<Row>(
  reply: FastifyReply,
  fileName: string,
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
) {
  const safeName = fileName.replace(/[^A-Za-z0-9._-]/g, '-');
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${safeName}"`)
    .header('cache-control', 'no-store')
    .send(toCsv(columns, rows));
}
