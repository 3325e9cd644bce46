import { describe, expect, it } from 'vitest';
import { type Next, requestWaitlist } from './waitlist-request';

type Outcome = { value: string } | Next;

/** A fake server round: each call answers the next outcome and records the kid it was sent with. */
function rounds(...outcomes: Outcome[]) {
  const sent: (number | null)[] = [];
  const send = async (kidId: number | null) => {
    sent.push(kidId);
    return outcomes.shift() ?? { kind: 'stop' as const };
  };
  return { sent, send };
}

describe('the waitlist request after the waitlist was accepted (SPEC 4.3, 8.4)', () => {
  it('is sent once when the server takes it', async () => {
    const server = rounds({ value: 'WAITLISTED' });
    expect(await requestWaitlist(null, server.send)).toEqual({ value: 'WAITLISTED' });
    expect(server.sent).toEqual([null]);
  });

  it('goes again with the kid picked after the server asked for one (KIDS)', async () => {
    const server = rounds({ kind: 'kid', kidId: 7 }, { value: 'WAITLISTED' });
    expect(await requestWaitlist(null, server.send)).toEqual({ value: 'WAITLISTED' });
    expect(server.sent).toEqual([null, 7]);
  });

  it('keeps a kid chosen before', async () => {
    const server = rounds({ value: 'WAITLISTED' });
    await requestWaitlist(4, server.send);
    expect(server.sent).toEqual([4]);
  });

  it('ends on any other refusal, or when the kid picker is dismissed', async () => {
    for (const refusal of [{ kind: 'stop' }, { kind: 'waitlist' }] as Next[]) {
      const server = rounds(refusal, { value: 'WAITLISTED' });
      expect(await requestWaitlist(null, server.send)).toBeNull();
      expect(server.sent).toEqual([null]);
    }
  });

  it('asks for a kid at most once', async () => {
    const server = rounds({ kind: 'kid', kidId: 7 }, { kind: 'kid', kidId: 8 }, { value: 'WAITLISTED' });
    expect(await requestWaitlist(null, server.send)).toBeNull();
    expect(server.sent).toEqual([null, 7]);
  });
});
