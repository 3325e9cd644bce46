import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CM_MSG, MEDIA_LIMITS, type MediaDto } from '@kinetic/domain';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../db/schema';
import { classBody, createClass, newGym, newTrainer } from '../../test/class-management';
import { createCustomer } from '../../test/discovery';
import { multipart, testImage } from '../../test/media';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const dir = mkdtempSync(path.join(tmpdir(), 'kinetic-media-test-'));
beforeAll(async () => {
  t = await createTestApp({ MEDIA_DIR: dir });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const upload = (token: string, files: Parameters<typeof multipart>[0], url = '/api/v1/media') =>
  t.call<MediaDto[]>({ method: 'POST', url, token, ...multipart(files) });

const storedFiles = () => {
  try {
    return readdirSync(path.join(dir, 'uploads'));
  } catch {
    return [];
  }
};
const mediaRows = async () => (await t.database.db.select({ n: count() }).from(media))[0]!.n;

describe('media upload', () => {
  it('stores JPEG, PNG and WebP with server-made thumbnails, served from /media', async () => {
    const gym = await newGym(t);
    const res = await upload(gym.token, [
      { bytes: await testImage('png') },
      { bytes: await testImage('jpeg'), name: 'a.jpg', type: 'image/jpeg' },
      { bytes: await testImage('webp'), name: 'b.webp', type: 'image/webp' },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.data).toHaveLength(3);
    const [png, jpeg, webp] = res.body.data;
    expect(png!.mediaUrl).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(jpeg!.mediaUrl).toMatch(/\.jpg$/);
    expect(webp!.mediaUrl).toMatch(/\.webp$/);
    const file = await t.app.inject({ method: 'GET', url: png!.mediaUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const thumb = await t.app.inject({ method: 'GET', url: png!.mediaThumbNailUrl });
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta.width).toBe(400);
    expect(meta.height).toBe(267);
    expect(storedFiles()).toHaveLength(6);
  });

  it('refuses a file that is not an image whatever its name and type say (415), storing nothing', async () => {
    const gym = await newGym(t);
    const before = { files: storedFiles().length, rows: await mediaRows() };
    const fake = await upload(gym.token, [
      { bytes: await testImage('png') },
      {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        name: 'x.png',
      },
    ]);
    expect(fake.status).toBe(415);
    expect(fake.body.errorMessage).toBe('Only JPEG, PNG or WebP images can be uploaded.');
    const gif = await upload(gym.token, [
      {
        bytes: await sharp({ create: { width: 5, height: 5, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
        type: 'image/gif',
      },
    ]);
    expect(gif.status).toBe(415);
    const truncated = await upload(gym.token, [{ bytes: (await testImage('png')).subarray(0, 40) }]);
    expect(truncated.status).toBe(415);
    const json = await t.call({
      method: 'POST',
      url: '/api/v1/media',
      token: gym.token,
      payload: { files: [] },
    });
    expect(json.status).toBe(415);
    expect({ files: storedFiles().length, rows: await mediaRows() }).toEqual(before);
  });

  // The bytes are decoded, not only their header read.
  it('refuses a text file renamed .png and a PNG whose data is damaged (415, as a wrong type), storing nothing', async () => {
    const gym = await newGym(t);
    const before = { files: storedFiles().length, rows: await mediaRows() };
    const text = await upload(gym.token, [
      { bytes: Buffer.from('Shopping list: eggs, milk\n'), name: 'notes.png' },
    ]);
    expect(text.status).toBe(415);
    expect(text.body.errorMessage).toBe(CM_MSG.fileWrongType);
    // A real PNG cut short inside its pixel data: the signature and the header still say PNG.
    const noise = Buffer.from(Array.from({ length: 300 * 200 * 3 }, (_, i) => (i * 7919) % 251));
    const whole = await sharp(noise, { raw: { width: 300, height: 200, channels: 3 } })
      .png()
      .toBuffer();
    const damaged = await upload(gym.token, [{ bytes: whole.subarray(0, Math.floor(whole.length / 2)) }]);
    expect(damaged.status).toBe(415);
    expect(damaged.body.errorMessage).toBe(CM_MSG.fileWrongType);
    expect({ files: storedFiles().length, rows: await mediaRows() }).toEqual(before);
  });

  it('refuses a file over 5 MB (413), storing nothing', async () => {
    const gym = await newGym(t);
    const before = { files: storedFiles().length, rows: await mediaRows() };
    const big = Buffer.concat([await testImage('png', 10, 10), Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    const res = await upload(gym.token, [
      { bytes: await testImage('jpeg'), type: 'image/jpeg' },
      { bytes: big },
    ]);
    expect(res.status).toBe(413);
    expect(res.body.errorMessage).toBe('This image is larger than 5 MB.');
    expect({ files: storedFiles().length, rows: await mediaRows() }).toEqual(before);
  });

  it('refuses an image of more than 25 megapixels (413), storing nothing', async () => {
    const gym = await newGym(t);
    const before = { files: storedFiles().length, rows: await mediaRows() };
    // 6,500 × 4,000 = 26 megapixels, a few kilobytes as a one-colour PNG: small on the wire, huge decoded.
    const huge = await testImage('png', 6500, 4000);
    expect(huge.length).toBeLessThan(MEDIA_LIMITS.maxBytes);
    const res = await upload(gym.token, [
      { bytes: await testImage('jpeg'), type: 'image/jpeg' },
      { bytes: huge },
    ]);
    expect(res.status).toBe(413);
    expect(res.body.errorMessage).toBe('This image is too large: at most 25 megapixels.');
    expect({ files: storedFiles().length, rows: await mediaRows() }).toEqual(before);
    const justUnder = await upload(gym.token, [{ bytes: await testImage('png', 5000, 5000) }]);
    expect(justUnder.status).toBe(201);
  });

  it('refuses more than 10 files in one request, storing nothing', async () => {
    const gym = await newGym(t);
    const before = { files: storedFiles().length, rows: await mediaRows() };
    const one = await testImage('png', 20, 20);
    const res = await upload(
      gym.token,
      Array.from({ length: 11 }, () => ({ bytes: one })),
    );
    expect(res.status).toBe(413);
    expect(res.body.errorMessage).toBe('Please upload at most 10 images at a time.');
    expect({ files: storedFiles().length, rows: await mediaRows() }).toEqual(before);
  });

  it('needs a token, and at least one file', async () => {
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/v1/media',
          ...multipart([{ bytes: await testImage('png') }]),
        })
      ).status,
    ).toBe(401);
    const gym = await newGym(t);
    expect((await upload(gym.token, [])).status).toBe(400);
  });

  it('replaces and deletes only its own images; class images follow', async () => {
    const gym = await newGym(t);
    const other = await newGym(t);
    const [a, b] = (
      await upload(gym.token, [{ bytes: await testImage('png') }, { bytes: await testImage('png') }])
    ).body.data;
    const { classId } = await createClass(t, gym.token, { mediaIds: [b!.id, a!.id] });
    const edit = await t.call<{ media: MediaDto[]; mediaIds: number[] }>({
      method: 'GET',
      url: `/api/v1/manage/classes/${classId}`,
      token: gym.token,
    });
    expect(edit.body.data.mediaIds).toEqual([b!.id, a!.id]);
    const card = await t.call<{ items: { classMedia: { mediaUrl: string } }[] }>({
      method: 'POST',
      url: '/api/v1/classes/list',
      payload: { classId, size: 1 },
    });
    expect(card.body.data.items[0]!.classMedia.mediaUrl).toBe(b!.mediaUrl);

    // Someone else's image cannot be attached, replaced or deleted.
    const theirs = (await upload(other.token, [{ bytes: await testImage('png') }])).body.data[0]!;
    const steal = await t.call({
      method: 'POST',
      url: '/api/v1/manage/classes',
      token: gym.token,
      payload: await classBody(t, { mediaIds: [theirs.id] }),
    });
    expect(steal.status).toBe(400);
    expect(steal.body.errorMessage).toBe(CM_MSG.unknownMedia);
    const replaceTheirs = await upload(
      other.token,
      [{ bytes: await testImage('png') }],
      `/api/v1/media/${b!.id}`,
    );
    expect(replaceTheirs.status).toBe(403);
    expect(replaceTheirs.body.errorMessage).toBe(CM_MSG.notYourMedia);
    const deleteTheirs = await t.call({
      method: 'DELETE',
      url: `/api/v1/media/${b!.id}`,
      token: other.token,
    });
    expect(deleteTheirs.status).toBe(403);
    expect(deleteTheirs.body.errorMessage).toBe(CM_MSG.notYourMedia);

    const replaced = await t.call<MediaDto>({
      method: 'POST',
      url: `/api/v1/media/${b!.id}`,
      token: gym.token,
      ...multipart([{ bytes: await testImage('webp'), type: 'image/webp' }]),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.id).toBe(b!.id);
    expect(replaced.body.data.mediaUrl).toMatch(/\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: b!.mediaUrl })).statusCode).toBe(404);
    const card2 = await t.call<{ items: { classMedia: { mediaUrl: string } }[] }>({
      method: 'POST',
      url: '/api/v1/classes/list',
      payload: { classId, size: 1 },
    });
    expect(card2.body.data.items[0]!.classMedia.mediaUrl).toBe(replaced.body.data.mediaUrl);

    const del = await t.call({ method: 'DELETE', url: `/api/v1/media/${b!.id}`, token: gym.token });
    expect(del.status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: replaced.body.data.mediaUrl })).statusCode).toBe(404);
    const card3 = await t.call<{ items: { classMedia: { mediaUrl: string } }[] }>({
      method: 'POST',
      url: '/api/v1/classes/list',
      payload: { classId, size: 1 },
    });
    expect(card3.body.data.items[0]!.classMedia.mediaUrl).toBe(a!.mediaUrl);
    expect((await t.call({ method: 'DELETE', url: `/api/v1/media/${b!.id}`, token: gym.token })).status).toBe(
      404,
    );
  });

  it("removes a deleted class's pictures and their files", async () => {
    const gym = await newGym(t);
    const [a, b] = (
      await upload(gym.token, [{ bytes: await testImage('png') }, { bytes: await testImage('jpeg') }])
    ).body.data;
    const { classId } = await createClass(t, gym.token, { mediaIds: [a!.id, b!.id] });
    const files = storedFiles().length;
    const rows = await mediaRows();
    const del = await t.call({
      method: 'DELETE',
      url: `/api/v1/manage/classes/${classId}`,
      token: gym.token,
    });
    expect(del.status).toBe(200);
    expect({ files: storedFiles().length, rows: await mediaRows() }).toEqual({
      files: files - 4,
      rows: rows - 2,
    });
    for (const url of [a!.mediaUrl, a!.mediaThumbNailUrl, b!.mediaUrl]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('never serves paths outside the uploads', async () => {
    for (const url of ['/media/uploads/..%2F..%2Fetc%2Fpasswd', '/media/uploads/nothing.png']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('who may upload', () => {
  it('lets trainers and gyms upload, and refuses customers (403) with nothing read or stored', async () => {
    const before = { files: storedFiles().length, rows: await mediaRows() };
    const customer = await createCustomer(t);
    const refused = await upload(customer.token, [{ bytes: await testImage('png') }]);
    expect(refused.status).toBe(403);
    expect({ files: storedFiles().length, rows: await mediaRows() }).toEqual(before);
    const trainer = await newTrainer(t);
    const own = await upload(trainer.token, [{ bytes: await testImage('png') }]);
    expect(own.status).toBe(201);
    const id = own.body.data[0]!.id;
    expect(
      (await t.call({ method: 'DELETE', url: `/api/v1/media/${id}`, token: customer.token })).status,
    ).toBe(403);
    expect(
      (await upload(customer.token, [{ bytes: await testImage('png') }], `/api/v1/media/${id}`)).status,
    ).toBe(403);
  });
});
