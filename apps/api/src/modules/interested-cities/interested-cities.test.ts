import { MSG } from '@kinetic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interestedCities } from '../../db/schema';
import { countRows, fieldsOf } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('interested cities (the Other-country branch of registration)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('saves the city (no token), then the e-mail on the same row', async () => {
    const saved = await t.call<{ id: number; editKey: string }>({
      method: 'POST',
      url: '/api/v1/interested-cities',
      payload: { cityName: ' Doha ' },
    });
    expect(saved.status).toBe(201);
    const { id, editKey } = saved.body.data;
    const emailed = await t.call<{ id: number }>({
      method: 'PUT',
      url: `/api/v1/interested-cities/${id}`,
      payload: { useremail: 'Waiting@Example.com', editKey },
    });
    expect(emailed.status).toBe(200);
    expect(emailed.body.data).toEqual({ id });
    const [row] = await t.database.db.select().from(interestedCities).where(eq(interestedCities.id, id));
    expect(row).toMatchObject({ cityName: 'Doha', email: 'waiting@example.com' });
  });

  it('takes the e-mail in the first call too', async () => {
    const { status } = await t.call({
      method: 'POST',
      url: '/api/v1/interested-cities',
      payload: { cityName: 'Muscat', useremail: 'muscat@example.com' },
    });
    expect(status).toBe(201);
  });

  it.each([
    [{ cityName: '' }, 'cityName', MSG.required],
    [{}, 'cityName', MSG.required],
    [{ cityName: 'Doha', useremail: 'nope' }, 'useremail', MSG.invalidEmail],
  ])('refuses %j with 400, saving nothing', async (payload, field, message) => {
    const before = await countRows(t, interestedCities);
    const { status, body } = await t.call({ method: 'POST', url: '/api/v1/interested-cities', payload });
    expect(status).toBe(400);
    expect(body.errorMessage).toBe(message);
    expect(fieldsOf(body)[field]).toBe(message);
    expect(await countRows(t, interestedCities)).toBe(before);
  });

  it('refuses a missing or invalid e-mail on update, and an unknown id with 404', async () => {
    const invalid = await t.call({
      method: 'PUT',
      url: '/api/v1/interested-cities/1',
      payload: { useremail: 'x' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errorMessage).toBe(MSG.invalidEmail);
    const missing = await t.call({ method: 'PUT', url: '/api/v1/interested-cities/1', payload: {} });
    expect(missing.status).toBe(400);
    const unknown = await t.call({
      method: 'PUT',
      url: '/api/v1/interested-cities/99999',
      payload: { useremail: 'a@b.co', editKey: 'any' },
    });
    expect(unknown.status).toBe(404);
  });

  it("does not let a guest without the row's key overwrite its e-mail", async () => {
    const saved = await t.call<{ id: number; editKey: string }>({
      method: 'POST',
      url: '/api/v1/interested-cities',
      payload: { cityName: 'Manama', useremail: 'owner@example.com' },
    });
    const { id, editKey } = saved.body.data;
    expect(editKey.length).toBeGreaterThanOrEqual(40);
    const keyless = await t.call({
      method: 'PUT',
      url: `/api/v1/interested-cities/${id}`,
      payload: { useremail: 'attacker@example.com' },
    });
    expect(keyless.status).toBe(400);
    const wrongKey = await t.call({
      method: 'PUT',
      url: `/api/v1/interested-cities/${id}`,
      payload: { useremail: 'attacker@example.com', editKey: `${editKey.slice(1)}x` },
    });
    expect(wrongKey.status).toBe(404);
    const [row] = await t.database.db.select().from(interestedCities).where(eq(interestedCities.id, id));
    expect(row!.email).toBe('owner@example.com');
    expect(row!.editKeyHash).not.toContain(editKey);
  });
});
