import { availableParallelism } from 'node:os';

/**
 * Where each journey worker's app listens. Every worker gets its own app (and its own fresh seeded
 * database), so journeys that run side by side never see each other's bookings; a file always runs
 * whole in one worker. Read by the Playwright configs (the servers to start) and by the journeys
 * (MAIN_URL), in the runner and in each worker, where Playwright sets TEST_PARALLEL_INDEX.
 */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * One per core, up to four: on CI's two cores a journey leaves about a third of the CPU idle (waiting
 * on the app or the browser), and two workers ran the same files in 0.78 of one's time, three in 0.84
 * (ADR 29, stop 46).
 */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? Math.min(4, availableParallelism())));
/** Apps sit ten ports apart, leaving BASE_PORT + 1 to the MyFatoorah fake and + 2 to the local S3. */
export const appPort = (parallelIndex: number) => BASE_PORT + parallelIndex * 10;
/** The app of the worker this code runs in (the first one in the runner itself). */
export const WORKER_PORT = appPort(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
/** The local S3 server of the adapters' journeys (playwright.myfatoorah.config.ts), and its bucket. */
export const S3_PORT = Number(process.env.S3_FAKE_PORT ?? BASE_PORT + 2);
export const S3_BUCKET = 'kinetic-media';
