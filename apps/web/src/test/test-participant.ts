import type { ParticipantDto } from '@kinetic/domain';

/** A member booked on a session with one credit, as the partner's participants list shows them (component tests). */
export function testParticipant(changes: Partial<ParticipantDto> = {}): ParticipantDto {
  return {
    bookingId: 5,
    userId: 31,
    name: 'Sara Ali',
    email: 'sara@kinetic.test',
    mobile: null,
    kidName: null,
    guest: false,
    checkedIn: false,
    bookedAt: '2026-05-01T10:00:00.000Z',
    creditsSpent: 1,
    attendance: null,
    rollClosed: false,
    ...changes,
  };
}
