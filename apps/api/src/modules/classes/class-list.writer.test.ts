import { classListPageSchema, type WishType } from '@kinetic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { toClassItem, type Viewer } from './class-item.mapper';
import type { SessionMarks } from './class-items.reader';
import { type ClassItemRow, createClassItemsRepository } from './class-items.repository';
import { preparePage, writeListAnswer } from './class-list.writer';

const AS_OF = new Date('2026-11-23T10:00:00.123Z');

describe('the class list writer', () => {
  let t: TestApp;
  let rows: ClassItemRow[];
  beforeAll(async () => {
    t = await createTestApp();
    const repository = createClassItemsRepository(t.database.db);
    ({ rows } = await repository.page({ startsFrom: new Date() }, { limit: 60, offset: 0 }));
  });
  afterAll(() => t.close());

  it('writes exactly the JSON of the mapped items, for guests, members and prime members', () => {
    expect(rows.length).toBeGreaterThan(20);
    // Some sessions booked, some waitlisted or wished for, one both booked and wished for.
    const marks: SessionMarks = { bookings: new Map(), wishes: new Map() };
    rows.forEach((row, i) => {
      if (i % 3 === 0) marks.bookings.set(row.sessionId, 1000 + i);
      if (i % 4 === 0) marks.wishes.set(row.sessionId, (i % 8 === 0 ? 'WAITLIST' : 'WISHLIST') as WishType);
    });
    const page = preparePage({ items: rows, page: 2, size: 60, total: 321 }, AS_OF);
    const viewers: [Viewer, SessionMarks | undefined][] = [
      [{ userId: null, category: null, isPrime: false }, undefined],
      [{ userId: 7, category: 1, isPrime: false }, marks],
      [{ userId: 7, category: 1, isPrime: true }, marks],
    ];
    // Twice each: a guest's answer is written once per page and then served as it is.
    for (const [viewer, viewerMarks] of [...viewers, ...viewers]) {
      const expected = rows.map((row) =>
        toClassItem(row, viewer, {
          bookingId: viewerMarks?.bookings.get(row.sessionId) ?? null,
          wishType: viewerMarks?.wishes.get(row.sessionId) ?? null,
        }),
      );
      const text = writeListAnswer(page, viewer, viewerMarks).body.toString();
      const written = JSON.parse(text);
      const data = { items: expected, page: 2, size: 60, total: 321, asOf: AS_OF.toISOString() };
      expect(written).toEqual({ statusCode: 200, data: JSON.parse(JSON.stringify(data)) });
      // The page's own fields are the documented ones, in their order, and the bytes are that JSON.
      expect(Object.keys(written.data)).toEqual(Object.keys(classListPageSchema.shape));
      expect(classListPageSchema.strict().parse(written.data).asOf).toBe('2026-11-23T10:00:00.123Z');
      expect(text).toBe(JSON.stringify(written));
    }
  });

  it("gives a member with nothing on the page the guest's bytes (gzipped when asked), and a marked member their own", () => {
    const page = preparePage({ items: rows.slice(0, 20), page: 0, size: 20, total: 20 }, AS_OF);
    const guest = writeListAnswer(page, { userId: null, category: null, isPrime: false }, undefined, true);
    expect(guest.encoding).toBe('gzip');
    const elsewhere: SessionMarks = { bookings: new Map([[rows[40]!.sessionId, 5]]), wishes: new Map() };
    const member = { userId: 7, category: 1, isPrime: false } as const;
    expect(writeListAnswer(page, member, elsewhere, true)).toEqual(guest);
    expect(writeListAnswer(page, member, { bookings: new Map(), wishes: new Map() }, true).body).toBe(
      guest.body,
    );
    const prime = writeListAnswer(page, { ...member, isPrime: true }, elsewhere, true);
    expect(prime.body).not.toEqual(guest.body);

    const own: SessionMarks = { bookings: new Map(), wishes: new Map([[rows[3]!.sessionId, 'WISHLIST']]) };
    const marked = writeListAnswer(page, member, own, true);
    expect(marked.encoding).toBeUndefined();
    const items = JSON.parse(marked.body.toString()).data.items as { wishType: string | null }[];
    expect(items.map((item) => item.wishType)).toEqual(
      rows.slice(0, 20).map((_, i) => (i === 3 ? 'WISHLIST' : null)),
    );
  });

  it('writes an empty page', () => {
    const written = writeListAnswer(preparePage({ items: [], page: 0, size: 10, total: 0 }, AS_OF), {
      userId: null,
      category: null,
      isPrime: false,
    });
    expect(written.body.toString()).toBe(
      JSON.stringify({
        statusCode: 200,
        data: { items: [], page: 0, size: 10, total: 0, asOf: '2026-11-23T10:00:00.123Z' },
      }),
    );
  });
});
