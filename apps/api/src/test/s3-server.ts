import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's fixed credentials: it checks the signature as S3 would. */
const ACCESS_KEY = 'S3RVER';

/**
 * A local S3-compatible server in this process (s3rver, files in a temporary folder) with one empty
 * bucket: the S3 media driver talks HTTP to it as it would to a real bucket. `env` configures an app
 * for it; `client` lets a test look into the bucket itself.
 */
export async function startLocalS3(bucket = 'kinetic-media', port = 0) {
  const directory = mkdtempSync(path.join(tmpdir(), 'kinetic-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const listening = await server.run();
  const endpoint = `http://127.0.0.1:${listening.port}`;
  const env = {
    MEDIA_STORAGE: 's3',
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: ACCESS_KEY,
  };
  const client = new S3Client({
    region: env.S3_REGION,
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });
  return {
    env,
    endpoint,
    bucket,
    client,
    /** Every key in the bucket, sorted. */
    async keys(): Promise<string[]> {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    head: (key: string) => client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })),
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
export type LocalS3 = Awaited<ReturnType<typeof startLocalS3>>;
