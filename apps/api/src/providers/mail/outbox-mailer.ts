import type { Db } from '../../db/client';
import type { Mailer } from './mailer';
import { createOutboxRepository } from './outbox.repository';

/** Keeps every message in the outbox table; in development it is readable at GET /api/v1/dev/outbox. */
export function createOutboxMailer(db: Db): Mailer & { latest(limit: number): Promise<unknown[]> } {
  const outbox = createOutboxRepository(db);
  return {
    send: (message) => outbox.insert(message),
    latest: (limit) => outbox.latest(limit),
  };
}
