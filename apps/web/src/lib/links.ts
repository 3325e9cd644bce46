import { isHttpUrl, isTrainer } from '@kinetic/domain';

/**
 * The one home of the app's page links (SPEC 2.1 routes). The id in a link alone decides what is shown;
 * the name after it only makes a shared link readable.
 */

/**
 * SPEC 2.1 share link `classes/{classSessionId}/{titleStripped}`. The title keeps its words (in any
 * script: an Arabic title reads in Arabic, accents and vowel marks dropped) joined by hyphens and
 * always holds a letter, so it is never mistaken for the `{timestamp}` of
 * `classes/{classId}/{timestamp}`, which shares the same shape.
 */
export function titleStripped(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return /\p{L}/u.test(slug) ? slug : `class-${slug}`.replace(/-$/, '');
}

/** The second segment of `classes/{classId}/{timestamp}`: digits only, which a titleStripped never is. */
export const isTimestamp = (segment: string) => /^\d+$/.test(segment);

export const classPath = (item: { classSessionId: number; title: string }) =>
  `/classes/${item.classSessionId}/${titleStripped(item.title)}`;

/** Percent-encoded, so a link with an Arabic title survives mail and chat apps that split on raw text. */
export const shareUrl = (item: { classSessionId: number; title: string }) =>
  new URL(classPath(item), window.location.origin).href;

/** The live page of a video class's session: the trainer hosts it, booked customers watch. */
export const livePath = (sessionId: number) => `/live/${sessionId}`;

/** SPEC 2.1 `trainer/{trainerId}/{nameWithoutSpaces}`. */
export const trainerPath = (trainer: { id: number; firstName: string }) =>
  `/trainer/${trainer.id}/${encodeURIComponent(trainer.firstName.replace(/\s+/g, ''))}`;

/** SPEC 2.1 `gym/{gymId}/{timestamp}`: a gym's link carries no name. */
export const gymPath = (gymId: number) => `/gym/${gymId}/${Date.now()}`;

export const searchResultsPath = (term: string) => `/searchresults/${encodeURIComponent(term.trim())}`;

/**
 * SPEC 2.1 trainer/classes and gym/classes/{ts}: a partner's own sessions, on `date` (YYYY-MM-DD) when
 * given, with one session's participants open when `sessionId` is given.
 */
export function myClassesPath(category: number, date?: string, sessionId?: number): string {
  const base = isTrainer(category) ? '/trainer/classes' : `/gym/classes/${Date.now()}`;
  const query = new URLSearchParams();
  if (date) query.set('date', date);
  if (sessionId !== undefined) query.set(PARTICIPANTS_PARAM, String(sessionId));
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}
/** The query parameter of myClassesPath naming the session whose participants are open. */
export const PARTICIPANTS_PARAM = 'participants';

/** SPEC 6: a trainer's or gym's click on a class (card EDIT, search result) opens the class editor. */
export const classEditorPath = (category: number, classId: number) =>
  `${isTrainer(category) ? '/trainer' : '/gym'}/classes/edit/${classId}`;

/**
 * A link a user stored (a gym's website) as an href, or null when it is not a web page: the API takes
 * http(s) links only now, but a row stored before it checked may hold `javascript:…`.
 */
export const webPageHref = (url: string | null | undefined): string | null =>
  url && isHttpUrl(url) ? url : null;

export const mapsUrl = (latitude: number, longitude: number) =>
  `https://www.google.com/maps?q=${latitude},${longitude}`;

/** A calendar feed's address as calendar apps subscribe to it (Apple Calendar, Outlook): webcal://. */
export const webcalUrl = (feedUrl: string) => feedUrl.replace(/^https?:/, 'webcal:');

/** Google Calendar's "add by URL" page for a calendar feed. */
export const googleCalendarSubscribeUrl = (feedUrl: string) =>
  `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalUrl(feedUrl))}`;
