import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../../config';
import { MEDIA_CACHE_CONTROL, MEDIA_KEY, type MediaStorage } from './storage';

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * An S3-compatible bucket: every API process reads and writes the same objects, so an image uploaded
 * through one is served by all (docs/adr/0035). Objects keep their type and cache header, so a public
 * bucket or a CDN in front of it (MEDIA_PUBLIC_URL) serves them as the API would.
 */
export async function createS3Storage(settings: S3Settings): Promise<MediaStorage & { client: S3Client }> {
  // Loaded only for this driver: the SDK takes a noticeable part of a second to load, which every
  // start on the local disk (and every test file) would pay for nothing.
  const { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } = await import(
    '@aws-sdk/client-s3'
  );
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 demands them: several S3-compatible stores refuse or garble the SDK's
    // default CRC trailers on uploads, and none of them needs one for a single small PUT.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const checked = (key: string) => {
    if (!MEDIA_KEY.test(key)) throw new Error(`invalid media key ${key}`);
    return key;
  };
  return {
    client,
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checked(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
          CacheControl: MEDIA_CACHE_CONTROL,
        }),
      );
    },
    async open(key) {
      if (!MEDIA_KEY.test(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return {
          // In Node the SDK's body is an http.IncomingMessage, a Readable.
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          contentLength: object.ContentLength,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    close: () => client.destroy(),
  };
}
