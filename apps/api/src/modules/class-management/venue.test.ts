import { type ClassEditDto, type ClassItemDto, CM_MSG, CM_MSG_AR } from '@kinetic/domain';
import { and, eq, ne } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, gymBranches, localities } from '../../db/schema';
import {
  bookCustomer,
  classBody,
  createClass,
  newTrainer,
  sessionsOfClass,
} from '../../test/class-management';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A freelance trainer's class in person says where it happens. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A locality of a store, with its name. */
async function areaOf(storeId: number, other = false) {
  const [row] = await t.database.db
    .select({ id: localities.id, name: localities.name, nameAr: localities.nameAr })
    .from(localities)
    .innerJoin(cities, eq(cities.id, localities.cityId))
    .where(other ? ne(cities.storeId, storeId) : eq(cities.storeId, storeId))
    .orderBy(localities.id)
    .limit(1);
  if (!row) throw new Error(`no locality ${other ? 'outside' : 'in'} store ${storeId}`);
  return row;
}

const locationOf = (ics: string) => {
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
  return event.location;
};

async function listIn(localityIds: number[]) {
  const res = await t.call<{ items: ClassItemDto[] }>({
    method: 'POST',
    url: '/api/v1/classes/list',
    payload: { localityIds, size: 100 },
  });
  expect(res.status).toBe(200);
  return res.body.data.items;
}

describe('a freelance trainer’s venue', () => {
  it('is required for an in-person class: a plain 400 in English and Arabic', async () => {
    const trainer = await newTrainer(t);
    const body = await classBody(t, { venue: null });
    const refused = await t.call({
      method: 'POST',
      url: '/api/v1/manage/classes',
      token: trainer.token,
      payload: body,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe(CM_MSG.venueRequired);
    expect(refused.body.data).toEqual({ fields: { 'venue.address': CM_MSG.venueRequired } });
    const arabic = await t.call({
      method: 'POST',
      url: '/api/v1/manage/classes',
      token: trainer.token,
      payload: body,
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.status).toBe(400);
    expect(arabic.body.errorMessage).toBe(CM_MSG_AR.venueRequired);

    // A venue without an address, with half a pin, or in another store's area is refused too.
    const area = await areaOf(1);
    const blank = await t.call({
      method: 'POST',
      url: '/api/v1/manage/classes',
      token: trainer.token,
      payload: { ...body, venue: { address: '  ', localityId: area.id } },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.errorMessage).toBe(CM_MSG.venueAddressRequired);
    const halfPin = await t.call({
      method: 'POST',
      url: '/api/v1/manage/classes',
      token: trainer.token,
      payload: { ...body, venue: { address: 'Gulf Road', localityId: area.id, latitude: 29.3 } },
    });
    expect(halfPin.status).toBe(400);
    expect(halfPin.body.errorMessage).toBe(CM_MSG.venuePinIncomplete);
    const elsewhere = await areaOf(1, true);
    const foreign = await t.call({
      method: 'POST',
      url: '/api/v1/manage/classes',
      token: trainer.token,
      payload: { ...body, venue: { address: 'Gulf Road', localityId: elsewhere.id } },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errorMessage).toBe(CM_MSG.validLocality);

    // An online class needs none.
    const online = await createClass(t, trainer.token, { priceModel: 'VIRTUAL', videoClass: true });
    expect(online.classId).toBeGreaterThan(0);
  });

  it('shows on the class, finds it by area, and is the calendar file’s LOCATION', async () => {
    const trainer = await newTrainer(t);
    const area = await areaOf(1);
    const venue = {
      name: 'Green Island Park',
      address: 'Arabian Gulf Street, gate 3',
      localityId: area.id,
      latitude: 29.3876,
      longitude: 47.9853,
    };
    const created = await createClass(t, trainer.token, { venue });

    const edit = await t.call<ClassEditDto>({
      method: 'GET',
      url: `/api/v1/manage/classes/${created.classId}`,
      token: trainer.token,
    });
    expect(edit.body.data.venue).toEqual({ ...venue, localityName: area.name });

    const [session] = await sessionsOfClass(t, created.classId);
    const detail = await t.call<ClassItemDto>({ method: 'GET', url: `/api/v1/sessions/${session!.id}` });
    expect(detail.status).toBe(200);
    expect(detail.body.data.gymBranchDetail).toBeNull();
    expect(detail.body.data.venue).toEqual({ ...venue, localityName: area.name });
    const arabic = await t.call<ClassItemDto>({
      method: 'GET',
      url: `/api/v1/sessions/${session!.id}`,
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.body.data.venue?.localityName).toBe(area.nameAr ?? area.name);

    // Search by area: in its area, not in another.
    expect((await listIn([area.id])).map((item) => item.classId)).toContain(created.classId);
    const [branch] = await t.database.db
      .select({ localityId: gymBranches.localityId })
      .from(gymBranches)
      .where(and(ne(gymBranches.localityId, area.id)))
      .limit(1);
    const other = (await listIn([branch!.localityId!])).map((item) => item.classId);
    expect(other).not.toContain(created.classId);
    // A gym's branch in that other area is found by it.
    expect(other.length).toBeGreaterThan(0);

    // The booking's calendar file says where.
    const customer = await bookCustomer(t, session!.id);
    const ics = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bookings/${customer.bookingId}/calendar.ics`,
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(ics.statusCode).toBe(200);
    expect(locationOf(ics.body)).toBe(`Green Island Park, Arabian Gulf Street, gate 3, ${area.name}`);
  });

  it('goes when the class becomes online, and an online class’s calendar names its platform', async () => {
    const trainer = await newTrainer(t);
    const area = await areaOf(1);
    const body = await classBody(t, { venue: { address: 'Salmiya Club hall', localityId: area.id } });
    const created = await createClass(t, trainer.token, body);
    const { timings: _timings, force: _force, skipPastTimeCheck: _skip, ...fields } = body;
    const put = await t.call({
      method: 'PUT',
      url: `/api/v1/manage/classes/${created.classId}`,
      token: trainer.token,
      payload: { ...fields, priceModel: 'VIRTUAL', videoClass: true },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const edit = await t.call<ClassEditDto>({
      method: 'GET',
      url: `/api/v1/manage/classes/${created.classId}`,
      token: trainer.token,
    });
    expect(edit.body.data.venue).toBeNull();
    expect((await listIn([area.id])).map((item) => item.classId)).not.toContain(created.classId);

    const [session] = await sessionsOfClass(t, created.classId);
    const customer = await bookCustomer(t, session!.id);
    const ics = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bookings/${customer.bookingId}/calendar.ics`,
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(locationOf(ics.body)).toBe('On Kinetic');
  });
});
