import type { ParticipantDto } from '@kinetic/domain';

/** Whether a session's roll is closed (docs/adr/0039): every participant carries it from the server. */
export const isRollClosed = (participants: readonly Pick<ParticipantDto, 'rollClosed'>[]): boolean =>
  participants.some((participant) => participant.rollClosed);

/** How long until a session starts (milliseconds), 0 once it has: the roll can be closed from then on. */
export const untilStart = (startsAt: string, now: number) => Math.max(0, Date.parse(startsAt) - now);
