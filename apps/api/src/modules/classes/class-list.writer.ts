import { gzipSync } from 'node:zlib';
import type { Language, Page } from '@kinetic/domain';
import { OK_ENVELOPE } from '../../lib/envelope';
import { toClassItem, type Viewer } from './class-item.mapper';
import type { SessionMarks } from './class-items.reader';
import type { ClassItemRow } from './class-items.repository';

/**
 * The class list's JSON (a ClassListPageDto), written from pieces prepared once per cached page (docs/adr/0014): all of
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
  /** The instant the page's "from now" was taken from, as ISO (ClassListPageDto.asOf, docs/adr/0014). */
  asOf: string;
  /** The language its items are written in (activity and locality names, day names). */
  language: Language;
  /**
   * The answer of every caller with nothing of theirs on the page (every guest, and a member who has
   * not booked or wished for any of its sessions: their answer is the same bytes), written on first
   * use, by brand kind (prime shows credit 0), and gzipped for clients that accept it: compressed
   * once, sent to all of them (about a tenth the bytes).
   */
  unmarked: { main?: Buffer; prime?: Buffer; mainGzip?: Buffer; primeGzip?: Buffer };
};

const GUEST: Viewer = { userId: null, category: null, isPrime: false };
const NO_MARKS = { bookingId: null, wishType: null };
const OPEN = Buffer.concat([OK_ENVELOPE.open, Buffer.from('{"items":[')]);

/** A page's items are written in one language: the cache keeps a page per language (its key says which). */
export function prepareItem(row: ClassItemRow, language: Language = 'en'): PreparedItem {
  const {
    credit: _credit,
    userJoinStatus: _joined,
    bookingId: _booking,
    wishType: _wish,
    ...shared
  } = toClassItem(row, { ...GUEST, language }, NO_MARKS);
  return { row, head: Buffer.from(JSON.stringify(shared).slice(0, -1)) };
}

export function preparePage(page: Page<ClassItemRow>, asOf: Date, language: Language = 'en'): PreparedPage {
  return {
    ...page,
    items: page.items.map((row) => prepareItem(row, language)),
    asOf: asOf.toISOString(),
    language,
    unmarked: {},
  };
}

function write(page: PreparedPage, viewer: Viewer, marks?: SessionMarks): Buffer {
  const tails = page.items.map(({ row }) => {
    const bookingId = marks?.bookings.get(row.sessionId) ?? null;
    const wishType = marks?.wishes.get(row.sessionId) ?? null;
    return `,"credit":${viewer.isPrime ? 0 : row.credit},"userJoinStatus":${bookingId !== null},"bookingId":${bookingId},"wishType":${
      wishType === null ? 'null' : JSON.stringify(wishType)
    }}`;
  });
  // The order of ClassListPageDto: items, page, size, total, asOf.
  const end = `],"page":${page.page},"size":${page.size},"total":${page.total},"asOf":${JSON.stringify(page.asOf)}}`;
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

function marksAny(page: PreparedPage, marks: SessionMarks | undefined): boolean {
  if (!marks || (marks.bookings.size === 0 && marks.wishes.size === 0)) return false;
  return page.items.some(({ row }) => marks.bookings.has(row.sessionId) || marks.wishes.has(row.sessionId));
}

/**
 * The 200 answer (envelope and page) for this caller (marks: theirs, when signed in). An answer that
 * shows the caller's own marks is never compressed: it is written for one request, and gzip would
 * cost more than sending it.
 */
export function writeListAnswer(
  page: PreparedPage,
  viewer: Viewer,
  marks?: SessionMarks,
  acceptsGzip = false,
): ListAnswer {
  if (marksAny(page, marks)) return { body: write(page, viewer, marks) };
  const kind = viewer.isPrime ? 'prime' : 'main';
  page.unmarked[kind] ??= write(page, viewer);
  if (!acceptsGzip) return { body: page.unmarked[kind] };
  const zipped = `${kind}Gzip` as const;
  page.unmarked[zipped] ??= gzipSync(page.unmarked[kind]);
  return { body: page.unmarked[zipped], encoding: 'gzip' };
}
