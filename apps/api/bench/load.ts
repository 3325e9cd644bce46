/**
 * The load generator of `npm run bench`, run in a process of its own (bench/run.ts forks it): sharing
 * the server's event loop would charge the server for autocannon's work (building requests, parsing
 * answers), and charge it unevenly: a large list answer costs the generator more than a tiny one.
 * It receives one job over IPC, cycles through the job's pre-built requests and answers with figures.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Sent with a new Idempotency-Key each time, as the web sends every join it makes. */
  idempotencyKey?: boolean;
}

export interface LoadJob {
  url: string;
  connections: number;
  duration: number;
  requests: LoadRequest[];
  /** Count answers by status and envelope code (bookings), not by status alone. */
  countCodes: boolean;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  statuses: string;
}

async function run(job: LoadJob): Promise<LoadResult> {
  let next = 0;
  const codes = new Map<string, number>();
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.duration,
    requests: [
      {
        setupRequest: (request: Record<string, unknown>) => {
          const { idempotencyKey, ...spec } = job.requests[next++ % job.requests.length]!;
          if (!idempotencyKey) return { ...request, ...spec };
          return { ...request, ...spec, headers: { ...spec.headers, 'idempotency-key': randomUUID() } };
        },
        ...(job.countCodes
          ? {
              onResponse: (status: number, body: string) => {
                // Only a refusal names a code. Parsing every answer took time from the server, which
                // shares the machine's cores with this process.
                let code = '';
                if (status >= 400) {
                  try {
                    code = (JSON.parse(body) as { code?: string }).code ?? '';
                  } catch {}
                }
                const key = code ? `${status} ${code}` : String(status);
                codes.set(key, (codes.get(key) ?? 0) + 1);
              },
            }
          : {}),
      },
    ],
  });
  const counted = job.countCodes
    ? [...codes.entries()].sort((a, b) => b[1] - a[1])
    : Object.entries(result.statusCodeStats ?? {}).map(([status, stat]) => [status, stat.count] as const);
  const statuses = counted.map(([key, n]) => `${key}: ${n}`).join(', ');
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses: `${statuses}${result.errors ? `, errors: ${result.errors}` : ''}`,
  };
}

process.once('message', (job: LoadJob) => {
  run(job).then(
    (result) => process.send?.(result, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
