import type { MediaDto } from '@kinetic/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createClass, newGym } from '../../test/class-management';
import { multipart, testImage } from '../../test/media';
import { type LocalS3, startLocalS3 } from '../../test/s3-server';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * MEDIA_STORAGE=s3 (docs/adr/0035) against an S3-compatible server started here: uploads land in the
 * bucket, every API process serves them from there, and what is deleted leaves the bucket.
 */
let s3: LocalS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp(s3.env);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const upload = (app: Pick<TestApp, 'call'>, token: string, bytes: Buffer, url = '/api/v1/media') =>
  app.call<MediaDto[]>({ method: 'POST', url, token, ...multipart([{ bytes }]) });
const keyOf = (url: string) => url.replace(/^\/media\//, '');
const keysOf = (dto: MediaDto) => [keyOf(dto.mediaUrl), keyOf(dto.mediaThumbNailUrl)].sort();

describe('media in an S3-compatible bucket', () => {
  it('puts the original and its thumbnail in the bucket with their types and cache header, and serves the bytes', async () => {
    const gym = await newGym(t);
    const before = await s3.keys();
    const bytes = await testImage('png');
    const res = await upload(t, gym.token, bytes);
    expect(res.status).toBe(201);
    const dto = res.body.data[0]!;
    expect(dto.mediaUrl).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.png$/);
    expect((await s3.keys()).filter((key) => !before.includes(key))).toEqual(keysOf(dto));

    const original = await s3.head(keyOf(dto.mediaUrl));
    expect(original.ContentType).toBe('image/png');
    expect(original.ContentLength).toBe(bytes.length);
    expect(original.CacheControl).toBe('public, max-age=31536000, immutable');
    const thumbnail = await s3.head(keyOf(dto.mediaThumbNailUrl));
    expect(thumbnail.ContentType).toBe('image/webp');
    expect(thumbnail.CacheControl).toBe('public, max-age=31536000, immutable');

    const served = await t.app.inject({ method: 'GET', url: dto.mediaUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(bytes)).toBe(true);
    const thumb = await t.app.inject({ method: 'GET', url: dto.mediaThumbNailUrl });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(400);
  });

  it('serves through a second API process the image uploaded through the first, and the other way round', async () => {
    const second = await t.otherProcess();
    try {
      const gym = await newGym(t);
      const jpeg = await testImage('jpeg');
      const first = (await upload(t, gym.token, jpeg)).body.data[0]!;
      const there = await second.app.inject({ method: 'GET', url: first.mediaUrl });
      expect(there.statusCode).toBe(200);
      expect(there.headers['content-type']).toBe('image/jpeg');
      expect(there.rawPayload.equals(jpeg)).toBe(true);

      const webp = await testImage('webp');
      const back = (await upload(second, gym.token, webp)).body.data[0]!;
      const here = await t.app.inject({ method: 'GET', url: back.mediaThumbNailUrl });
      expect(here.statusCode).toBe(200);
      expect(here.headers['content-type']).toBe('image/webp');
    } finally {
      await second.close();
    }
  });

  it('removes the old objects when an image is replaced, and the new ones when it is deleted', async () => {
    const gym = await newGym(t);
    const first = (await upload(t, gym.token, await testImage('png'))).body.data[0]!;
    const replaced = await t.call<MediaDto>({
      method: 'POST',
      url: `/api/v1/media/${first.id}`,
      token: gym.token,
      ...multipart([{ bytes: await testImage('jpeg'), type: 'image/jpeg' }]),
    });
    expect(replaced.status).toBe(200);
    const keys = await s3.keys();
    expect(keys).toEqual(expect.arrayContaining(keysOf(replaced.body.data)));
    expect(keys).not.toEqual(expect.arrayContaining([keyOf(first.mediaUrl)]));
    expect(keys).not.toContain(keyOf(first.mediaThumbNailUrl));
    expect((await t.app.inject({ method: 'GET', url: first.mediaUrl })).statusCode).toBe(404);

    const deleted = await t.call({ method: 'DELETE', url: `/api/v1/media/${first.id}`, token: gym.token });
    expect(deleted.status).toBe(200);
    const after = await s3.keys();
    for (const key of keysOf(replaced.body.data)) expect(after).not.toContain(key);
    expect((await t.app.inject({ method: 'GET', url: replaced.body.data.mediaUrl })).statusCode).toBe(404);
  });

  it("deletes a deleted class's pictures from the bucket, but not one its owner shows as profile picture", async () => {
    const gym = await newGym(t);
    const [a, b] = [
      (await upload(t, gym.token, await testImage('png'))).body.data[0]!,
      (await upload(t, gym.token, await testImage('png'))).body.data[0]!,
    ];
    const { classId } = await createClass(t, gym.token, { mediaIds: [a!.id, b!.id] });
    const picture = await t.call({
      method: 'PUT',
      url: '/api/v1/manage/profile/picture',
      token: gym.token,
      payload: { mediaId: b!.id },
    });
    expect(picture.status).toBe(200);

    const removed = await t.call({
      method: 'DELETE',
      url: `/api/v1/manage/classes/${classId}`,
      token: gym.token,
    });
    expect(removed.status).toBe(200);
    const keys = await s3.keys();
    for (const key of keysOf(a!)) expect(keys).not.toContain(key);
    expect((await t.app.inject({ method: 'GET', url: a!.mediaUrl })).statusCode).toBe(404);
    expect(keys).toEqual(expect.arrayContaining(keysOf(b!)));
    const profile = await t.call<{ profileImageUrl: string }>({
      method: 'GET',
      url: '/api/v1/manage/profile',
      token: gym.token,
    });
    expect(profile.body.data.profileImageUrl).toBe(b!.mediaUrl);
    expect((await t.app.inject({ method: 'GET', url: b!.mediaUrl })).statusCode).toBe(200);
  });

  it('answers 404 for a key the bucket does not hold, and for a path outside the uploads', async () => {
    for (const url of [
      '/media/uploads/00000000-0000-4000-8000-000000000000.png',
      '/media/uploads/..%2F..%2Fetc%2Fpasswd',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('MEDIA_PUBLIC_URL', () => {
  it('redirects /media/uploads/... to the same key at the public address, where the bucket serves it', async () => {
    const publicUrl = `${s3.endpoint}/${s3.bucket}/`;
    const viaBucket = await createTestApp({ ...s3.env, MEDIA_PUBLIC_URL: publicUrl });
    try {
      const gym = await newGym(viaBucket);
      const bytes = await testImage('png', 300, 200);
      const dto = (await upload(viaBucket, gym.token, bytes)).body.data[0]!;
      const served = await viaBucket.app.inject({ method: 'GET', url: dto.mediaUrl });
      expect(served.statusCode).toBe(302);
      const location = served.headers.location!;
      expect(location).toBe(`${s3.endpoint}/${s3.bucket}/${keyOf(dto.mediaUrl)}`);
      const fromBucket = await fetch(location);
      expect(fromBucket.status).toBe(200);
      expect(fromBucket.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await fromBucket.arrayBuffer()).equals(bytes)).toBe(true);
    } finally {
      await viaBucket.close();
    }
  });
});

describe('the configuration of the S3 driver', () => {
  it('refuses MEDIA_STORAGE=s3 without a bucket, one credential without the other, a plain-http public address in production, and a public address for local files', () => {
    expect(() => loadConfig({ MEDIA_STORAGE: 's3' })).toThrow(/S3_BUCKET: required when MEDIA_STORAGE=s3/);
    expect(() => loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', MEDIA_PUBLIC_URL: 'http://media.example.com' }),
    ).toThrow(/MEDIA_PUBLIC_URL: pages load images from https only/);
    expect(() => loadConfig({ MEDIA_PUBLIC_URL: 'https://media.example.com' })).toThrow(
      /MEDIA_PUBLIC_URL: only with MEDIA_STORAGE=s3/,
    );
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'true' }).s3).toEqual({
      bucket: 'b',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: true,
      credentials: undefined,
    });
  });
});
