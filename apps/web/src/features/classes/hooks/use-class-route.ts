import type { ClassItemDto } from '@kinetic/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { isTimestamp } from '../../../lib/links';
import { useClassPage } from '../api/class-page';
import { useSessionDetail } from '../api/session-detail';

const positiveId = (raw: string | undefined) => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** A timestamp in seconds or milliseconds, as links of either habit carry it. */
const toMs = (raw: string) => (Number(raw) < 1e11 ? Number(raw) * 1000 : Number(raw));

/** The session nearest after the wanted moment (else the next one). */
function pick(sessions: ClassItemDto[], at: number | null): ClassItemDto | undefined {
  if (at === null) return sessions[0];
  return sessions.find((s) => new Date(s.endsAt).getTime() > at) ?? sessions[0];
}

/**
 * The three class routes of SPEC 2.1 share one page: `classes/{classSessionId}/{titleStripped}` (a
 * share link: one session), `classes/{classId}/{timestamp}` and `class/{classId}` (a class: its next
 * sessions, the one at the timestamp first).
 */
export function useClassRoute() {
  const params = useParams();
  const byClass = params.classId !== undefined || isTimestamp(params.second ?? '');
  const classId = byClass ? positiveId(params.classId ?? params.first) : null;
  const at = params.classId === undefined && byClass ? toMs(params.second!) : null;
  const [chosen, setChosen] = useState<number | null>(null);

  const classPage = useClassPage(classId);
  const upcoming = classPage.data?.upcomingSessions ?? [];
  const picked = upcoming.find((s) => s.classSessionId === chosen) ?? pick(upcoming, at);
  const sessionId = byClass ? (picked?.classSessionId ?? null) : positiveId(params.first);
  const detail = useSessionDetail(sessionId, picked);

  const invalid = byClass ? classId === null : sessionId === null;
  return {
    byClass,
    invalid,
    classPage,
    upcoming,
    /** A class with no upcoming session: nothing to book. */
    noSessions: byClass && classPage.isSuccess && upcoming.length === 0,
    detail,
    selectedSessionId: sessionId,
    choose: setChosen,
  };
}
