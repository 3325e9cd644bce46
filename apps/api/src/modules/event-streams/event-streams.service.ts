import type { Db } from '../../db/client';
import type { StreamRegistry } from '../../lib/event-stream';
import { createEventStreamsRepository } from './event-streams.repository';

/**
 * The registry of every API process's open event streams, which lib/event-stream.ts caps
 * per user and per client address across processes: claim a stream, release one or a closing
 * process's, and refresh this process's.
 */
export function createEventStreamRegistry(db: Db): StreamRegistry {
  const rows = createEventStreamsRepository(db);
  return {
    claim: (stream, limits) => rows.claim(stream, limits),
    release: (id) => rows.release(id),
    releaseProcess: (process) => rows.releaseProcess(process),
    refresh: (process, staleSeconds) => rows.refresh(process, staleSeconds),
  };
}
