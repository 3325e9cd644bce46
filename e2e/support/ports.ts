/**
 * Where each journey worker's app listens. Every worker gets its own app (and its own fresh seeded
 * database), so journeys that run side by side never see each other's bookings; a file always runs
 * whole in one worker. Read by the Playwright configs (the servers to start) and by the journeys
 * (MAIN_URL), in the runner and in each worker, where Playwright sets TEST_PARALLEL_INDEX.
 */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
/** One by default: on two cores the journeys are bound by the CPU (ADR 29); more where there are more cores. */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
/** Apps sit ten ports apart, leaving BASE_PORT + 1 to the MyFatoorah fake. */
export const appPort = (parallelIndex: number) => BASE_PORT + parallelIndex * 10;
/** The app of the worker this code runs in (the first one in the runner itself). */
export const WORKER_PORT = appPort(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
