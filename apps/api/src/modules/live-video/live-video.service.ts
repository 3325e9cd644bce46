import {
  type LiveGrantDto,
  type LiveRefusal,
  type LiveRole,
  type LiveSignalDto,
  type LiveSignalInput,
  liveAccess,
} from '@kinetic/domain';
import { type AppError, fail, forbidden, notFound } from '../../lib/errors';
import type { VideoProvider } from '../../providers/video';
import type { LiveVideoRepository } from './live-video.repository';

/** Signalling messages older than this are of no use to anyone (a session lasts hours at most). */
const SIGNAL_KEEP_MS = 24 * 60 * 60_000;

const REFUSALS: Record<LiveRefusal, () => AppError> = {
  NOT_VIDEO: () => fail('LIVE_NOT_VIDEO'),
  NOT_BOOKED: () => fail('LIVE_NOT_BOOKED'),
  TOO_EARLY: () => fail('LIVE_TOO_EARLY'),
  ENDED: () => fail('LIVE_ENDED'),
};

export interface Caller {
  userId: number;
  category: number;
}

/** The channel every participant of one session meets in (agora channel names allow these letters). */
export const channelOf = (sessionId: number) => `kinetic-session-${sessionId}`;

export function createLiveVideoService(deps: {
  repository: LiveVideoRepository;
  provider: VideoProvider;
  /** A seat outlives the session's end by this much, so a class running a little late is not cut. */
  overrunMs: number;
  now?: () => Date;
}) {
  const { repository, provider } = deps;
  const now = deps.now ?? (() => new Date());

  /** The caller's seat in the session, or the catalogue's refusal (404, 403, 409). */
  async function seat(caller: Caller, sessionId: number) {
    const session = await repository.session(sessionId);
    if (!session) throw notFound();
    if (session.deletedAt) throw fail('CLASS_DELETED');
    if (session.status !== 'SCHEDULED') throw fail('SESSION_DELETED');
    const timingTrainers = await repository.timingTrainerIds(session.classId);
    const trainerUserIds = session.trainerUserId
      ? [...timingTrainers, session.trainerUserId]
      : timingTrainers;
    const decision = liveAccess({
      user: { id: caller.userId, userCategory: caller.category },
      klass: { ...session, trainerUserIds },
      session,
      booked: await repository.isBooked(sessionId, caller.userId),
      now: now(),
    });
    if (!decision.ok) throw REFUSALS[decision.refusal]();
    /** How long an open seat lasts from now on the app's clock: to the end plus the overrun. */
    const msLeft = session.endsAt.getTime() + deps.overrunMs - now().getTime();
    return { session, role: decision.role, msLeft };
  }

  return {
    seat,

    /** SPEC 7.7: the provider's token and what the live page shows. */
    async grant(caller: Caller, sessionId: number): Promise<LiveGrantDto> {
      const { session, role } = await seat(caller, sessionId);
      const expiresAt = new Date(session.endsAt.getTime() + deps.overrunMs);
      const channel = channelOf(sessionId);
      const { token, appId } = provider.grant({ channel, uid: caller.userId, role, expiresAt, now: now() });
      return {
        provider: provider.kind,
        sessionId,
        channel,
        uid: caller.userId,
        role,
        token,
        appId,
        expiresAt: expiresAt.toISOString(),
        title: session.title,
        startsAt: session.startsAt.toISOString(),
        endsAt: session.endsAt.toISOString(),
        hostUserId: session.trainerUserId ?? session.gymUserId ?? session.ownerUserId,
        participants: role === 'HOST' ? await repository.bookedCustomers(sessionId) : null,
      };
    },

    /**
     * Relays one signalling message. Viewers speak only to the host; the host speaks to every viewer
     * or to one customer booked in the session, never to anyone outside it.
     */
    async signal(caller: Caller, sessionId: number, input: LiveSignalInput): Promise<{ id: number }> {
      const { role } = await seat(caller, sessionId);
      let toUserId: number | null = null;
      let toRole: LiveRole;
      if (role === 'VIEWER') {
        if (input.to !== 'host') throw forbidden();
        toRole = 'HOST';
      } else {
        if (input.to === 'host') throw forbidden();
        toRole = 'VIEWER';
        if (typeof input.to === 'number') {
          if (!(await repository.isBooked(sessionId, input.to))) throw fail('LIVE_NOT_BOOKED');
          toUserId = input.to;
        }
        // A host (re)starting is when last session's leftovers are certainly stale.
        if (input.kind === 'ready') await repository.purgeBefore(new Date(now().getTime() - SIGNAL_KEEP_MS));
      }
      const { to: _to, kind, ...body } = input;
      const id = await repository.addSignal({
        sessionId,
        fromUserId: caller.userId,
        fromRole: role,
        toUserId,
        toRole,
        kind,
        body,
      });
      return { id };
    },

    /** What is new for this participant after `afterId`. */
    async inbox(
      caller: Caller,
      role: LiveRole,
      sessionId: number,
      afterId: number,
    ): Promise<LiveSignalDto[]> {
      const rows = await repository.signalsFor(sessionId, caller.userId, role, afterId);
      return rows.map((row) => ({
        id: row.id,
        from: row.from,
        fromRole: row.fromRole as LiveRole,
        kind: row.kind as LiveSignalDto['kind'],
        ...(row.body as Pick<LiveSignalDto, 'sdp' | 'candidate'>),
      }));
    },

    lastSignalId: (sessionId: number) => repository.lastSignalId(sessionId),
  };
}
export type LiveVideoService = ReturnType<typeof createLiveVideoService>;
