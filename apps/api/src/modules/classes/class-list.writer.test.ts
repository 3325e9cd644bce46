import type { WishType } from '@kinetic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { toClassItem, type Viewer } from './class-item.mapper';
import type { SessionMarks } from './class-items.reader';
import { type ClassItemRow, createClassItemsRepository } from './class-items.repository';
import { preparePage, writeListAnswer } from './class-list.writer';

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
    const page = preparePage({ items: rows, page: 2, size: 60, total: 321 });
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
      const written = JSON.parse(writeListAnswer(page, viewer, viewerMarks).body.toString());
      expect(written).toEqual({
        statusCode: 200,
        data: JSON.parse(JSON.stringify({ items: expected, page: 2, size: 60, total: 321 })),
      });
    }
  });

  it('writes an empty page', () => {
    const written = writeListAnswer(preparePage({ items: [], page: 0, size: 10, total: 0 }), {
      userId: null,
      category: null,
      isPrime: false,
    });
    expect(JSON.parse(written.body.toString())).toEqual({
      statusCode: 200,
      data: { items: [], page: 0, size: 10, total: 0 },
    });
  });
});
