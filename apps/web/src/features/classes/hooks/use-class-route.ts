import type { ClassItemDto } from '@kinetic/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Params, useParams } from 'react-router';
import { isTimestamp } from '../../../lib/links';
import { useClassFees } from '../api/class-fees';
import { classPageQuery, useClassPage } from '../api/class-page';
import { classKeys } from '../api/keys';
import { sessionDetailQuery, useSessionDetail } from '../api/session-detail';
import { classPicture } from '../model/pictures';

const preloadPicture = (item: Parameters<typeof classPicture>[0]) => {
  new Image().src = classPicture(item);
};

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
function classRouteOf(params: Params) {
  const byClass = params.classId !== undefined || isTimestamp(params.second ?? '');
  return {
    byClass,
    classId: byClass ? positiveId(params.classId ?? params.first) : null,
    /** A share link's session. */
    sessionId: byClass ? null : positiveId(params.first),
    at: params.classId === undefined && byClass ? toMs(params.second!) : null,
  };
}

export function useClassRoute() {
  const params = useParams();
  const { byClass, classId, sessionId: linked, at } = classRouteOf(params);
  // A choice belongs to the link it was made on: both class routes render one page, kept mounted.
  const link = `${params.classId ?? params.first}/${params.second ?? ''}`;
  const [choice, setChoice] = useState<{ link: string; sessionId: number } | null>(null);
  const chosen = choice?.link === link ? choice.sessionId : null;

  const classPage = useClassPage(classId);
  const upcoming = classPage.data?.upcomingSessions ?? [];
  const picked = upcoming.find((s) => s.classSessionId === chosen) ?? pick(upcoming, at);
  const sessionId = byClass ? (picked?.classSessionId ?? null) : linked;
  const detail = useSessionDetail(sessionId, picked);
  // Asked beside the class, so its fee line (ClassFeesNote) is usually there when the page shows.
  useClassFees(sessionId);

  const invalid = byClass ? classId === null : sessionId === null;
  return {
    byClass,
    /** The class a `class/{classId}` route names (null on a session's link: its item says). */
    classId,
    invalid,
    classPage,
    upcoming,
    /** A class with no upcoming session: nothing to book. */
    noSessions: byClass && classPage.isSuccess && upcoming.length === 0,
    detail,
    selectedSessionId: sessionId,
    choose: (sessionId: number) => setChoice({ link, sessionId }),
  };
}

/**
 * Asks for a class route's data as its route renders, before the page's code has come: a shared link's
 * first visit fetches the class beside the page's chunks, not after them (a class page's LCP).
 */
export function usePrefetchClassRoute() {
  const client = useQueryClient();
  const { classId, sessionId } = classRouteOf(useParams());
  // As TanStack's usePrefetchQuery: only what is neither cached nor on its way (cheap on every render).
  // The picture is the page's largest paint: it is fetched as soon as its address is known.
  if (sessionId !== null) {
    if (client.getQueryState(classKeys.session(sessionId))) return;
    void client.fetchQuery(sessionDetailQuery(sessionId)).then(preloadPicture, () => undefined);
  } else if (classId !== null) {
    if (client.getQueryState(classKeys.page(classId))) return;
    void client.fetchQuery(classPageQuery(classId)).then(
      (page) => page.upcomingSessions[0] && preloadPicture(page.upcomingSessions[0]),
      () => undefined,
    );
  }
}
