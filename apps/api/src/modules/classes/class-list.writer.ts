import { gzipSync } from 'node:zlib';
import type { Page } from '@kinetic/domain';
import { OK_ENVELOPE } from '../../lib/envelope';
import { toClassItem, type Viewer } from './class-item.mapper';
import type { SessionMarks } from './class-items.reader';
import type { ClassItemRow } from './class-items.repository';

/**
 * The class list's JSON, written from pieces prepared once per cached page (docs/adr/0007): all of
 * an item but the caller's own fields is serialised and UTF-8 encoded once; each answer appends
 * those few fields. Answers are Buffers: a long string would be measured and encoded again on the
 * way out. The result is the JSON of `toClassItem` for the same row and viewer (its test says so).
 */
export interface PreparedItem {
  row: ClassItemRow;
  /** The item's JSON without credit and the caller's marks, and without its closing brace. */
  head: Buffer;
}

export type PreparedPage = Omit<Page<ClassItemRow>, 'items'> & {
  items: PreparedItem[];
  /**
   * The answer every guest gets, written on first use, by brand kind (prime shows credit 0) and
   * gzipped for clients that accept it: compressed once, sent to every guest (about a tenth the bytes).
   */
  guest: { main?: Buffer; prime?: Buffer; mainGzip?: Buffer; primeGzip?: Buffer };
};

const GUEST: Viewer = { userId: null, category: null, isPrime: false };
const NO_MARKS = { bookingId: null, wishType: null };
const OPEN = Buffer.concat([OK_ENVELOPE.open, Buffer.from('{"items":[')]);

export function prepareItem(row: ClassItemRow): PreparedItem {
  const {
    credit: _credit,
    userJoinStatus: _joined,
    bookingId: _booking,
    wishType: _wish,
    ...shared
  } = toClassItem(row, GUEST, NO_MARKS);
  return { row, head: Buffer.from(JSON.stringify(shared).slice(0, -1)) };
}

export function preparePage(page: Page<ClassItemRow>): PreparedPage {
  return { ...page, items: page.items.map(prepareItem), guest: {} };
}

function write(page: PreparedPage, viewer: Viewer, marks?: SessionMarks): Buffer {
  const tails = page.items.map(({ row }) => {
    const bookingId = marks?.bookings.get(row.sessionId) ?? null;
    const wishType = marks?.wishes.get(row.sessionId) ?? null;
    return `,"credit":${viewer.isPrime ? 0 : row.credit},"userJoinStatus":${bookingId !== null},"bookingId":${bookingId},"wishType":${
      wishType === null ? 'null' : JSON.stringify(wishType)
    }}`;
  });
  const end = `],"page":${page.page},"size":${page.size},"total":${page.total}}`;
  // One buffer, sized first: the tails and the end are ASCII, one byte a character.
  let length = OPEN.length + end.length + OK_ENVELOPE.close.length + Math.max(0, page.items.length - 1);
  page.items.forEach(({ head }, i) => {
    length += head.length + tails[i]!.length;
  });
  const out = Buffer.allocUnsafe(length);
  let at = OPEN.copy(out, 0);
  page.items.forEach(({ head }, i) => {
    if (i > 0) at += out.write(',', at, 'latin1');
    at += head.copy(out, at);
    at += out.write(tails[i]!, at, 'latin1');
  });
  at += out.write(end, at, 'latin1');
  OK_ENVELOPE.close.copy(out, at);
  return out;
}

/** An answer's bytes, gzipped when `encoding` says so. */
export interface ListAnswer {
  body: Buffer;
  encoding?: 'gzip';
}

/**
 * The 200 answer (envelope and page) for this caller (marks: theirs, when signed in). A member's answer
 * is never compressed: it is written for one request, and gzip would cost more than sending it.
 */
export function writeListAnswer(
  page: PreparedPage,
  viewer: Viewer,
  marks?: SessionMarks,
  acceptsGzip = false,
): ListAnswer {
  if (viewer.userId !== null) return { body: write(page, viewer, marks) };
  const kind = viewer.isPrime ? 'prime' : 'main';
  page.guest[kind] ??= write(page, viewer);
  if (!acceptsGzip) return { body: page.guest[kind] };
  const zipped = `${kind}Gzip` as const;
  page.guest[zipped] ??= gzipSync(page.guest[kind]);
  return { body: page.guest[zipped], encoding: 'gzip' };
}
