import { startLocalS3 } from './s3-server';

/**
 * The local S3-compatible server as its own process, for the browser journeys that run the app with
 * MEDIA_STORAGE=s3 (e2e/playwright.myfatoorah.config.ts): one empty bucket, files in a temporary folder.
 */
const port = Number(process.env.S3_FAKE_PORT ?? 3208);
const s3 = await startLocalS3(process.env.S3_BUCKET ?? 'kinetic-media', port);
console.log(`Local S3 on ${s3.endpoint}, bucket ${s3.bucket}`);
const stop = async () => {
  await s3.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
