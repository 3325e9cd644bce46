import { createHash } from 'node:crypto';
import {
  type BrandDto,
  CALENDAR_FEED_MAX_EVENTS,
  CALENDAR_FEED_PAST_DAYS,
  CALENDAR_FEED_WORDS,
  type CalendarFeedDto,
  hasRole,
  isLanguage,
} from '@kinetic/domain';
import { newOpaqueToken } from '../../lib/tokens';
import { bookingUid, type CalendarEvent, calendarFeed, classEvent } from '../mail';
import type { CalendarFeedsRepository } from './calendar-feeds.repository';

type Brand = Pick<BrandDto, 'name' | 'shareUrl'>;

/** The feed's address on the brand's host, as a calendar app fetches it (no header, the token is the key). */
export const feedUrl = (brand: Brand, token: string) => `${brand.shareUrl}/api/v1/calendar/${token}.ics`;

/** A feed file and its validator: the same events give the same ETag. */
export interface FeedFile {
  content: string;
  etag: string;
}

const HOUR_MS = 3_600_000;

/**
 * Private calendar subscriptions (docs/adr/0045): a customer's booked seats, a trainer's classes,
 * as one iCalendar feed behind an unguessable token that the owner replaces or turns off.
 */
export function createCalendarFeedsService(deps: { repo: CalendarFeedsRepository; now: () => Date }) {
  const { repo, now } = deps;

  async function eventsOf(
    owner: { userId: number; category: number },
    brand: Brand,
    language: 'en' | 'ar',
  ): Promise<CalendarEvent[]> {
    const words = CALENDAR_FEED_WORDS[language];
    const at = now();
    const from = new Date(at.getTime() - CALENDAR_FEED_PAST_DAYS * 24 * HOUR_MS);
    // DTSTAMP to the hour: an unchanged feed reads the same (and keeps its ETag) within the hour.
    const stamp = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
    if (hasRole(owner.category, 'trainer')) {
      const host = new URL(brand.shareUrl).hostname;
      const sessions = await repo.taughtSessions(owner.userId, from, CALENDAR_FEED_MAX_EVENTS);
      return sessions.map(({ id, booked, seats, session }) =>
        classEvent(session, brand, stamp, {
          uid: `session-${id}@${host}`,
          language,
          description: [words.seatsBooked(booked, seats), session.description].filter(Boolean).join('\n\n'),
        }),
      );
    }
    const seats = await repo.bookedSeats(owner.userId, from, CALENDAR_FEED_MAX_EVENTS);
    return seats.map(({ id, kidName, session }) =>
      classEvent(session, brand, stamp, {
        uid: bookingUid(id, brand.shareUrl),
        language,
        summary: kidName ? words.forKid(session.title, kidName) : session.title,
      }),
    );
  }

  return {
    async feedOf(userId: number, brand: Brand): Promise<CalendarFeedDto> {
      const token = await repo.tokenOf(userId);
      return { url: token ? feedUrl(brand, token) : null };
    },

    /** A new address: the old one, if any, stops working at once. */
    async renew(userId: number, brand: Brand): Promise<CalendarFeedDto> {
      const token = newOpaqueToken();
      await repo.replace(userId, token, now());
      return { url: feedUrl(brand, token) };
    },

    async turnOff(userId: number): Promise<CalendarFeedDto> {
      await repo.remove(userId);
      return { url: null };
    },

    /** The feed a token opens; undefined for a token that is not (or no longer) a feed's. */
    async file(token: string, brand: Brand): Promise<FeedFile | undefined> {
      const owner = await repo.ownerOf(token);
      if (!owner || !hasRole(owner.category, 'customer', 'trainer')) return undefined;
      const language = isLanguage(owner.language) ? owner.language : 'en';
      const content = calendarFeed({
        name: CALENDAR_FEED_WORDS[language].calendarName(brand.name),
        organiser: brand.name,
        events: await eventsOf(owner, brand, language),
      });
      const etag = `"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;
      return { content, etag };
    },
  };
}
export type CalendarFeedsService = ReturnType<typeof createCalendarFeedsService>;
