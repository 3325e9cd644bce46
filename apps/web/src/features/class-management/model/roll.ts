import type { ParticipantDto } from '@kinetic/domain';

/**
 * Whether a session's roll is closed (docs/adr/0039): the API makes every active booking's attendance
 * final at once, so one participant's attendance says it for all.
 */
export const isRollClosed = (participants: readonly Pick<ParticipantDto, 'attendance'>[]) =>
  participants.some((participant) => participant.attendance !== null);

/** How long until a session starts (milliseconds), 0 once it has: the roll can be closed from then on. */
export const untilStart = (startsAt: string, now: number) => Math.max(0, Date.parse(startsAt) - now);
