/**
 * The open event streams of every API process, which lib/event-stream.ts caps per user and
 * per client address across processes; app.ts hands this registry to createEventStreams.
 */
export { createEventStreamRegistry } from './event-streams.service';
