import type { WaitlistOfferDto } from '@kinetic/domain';
import { useEffect, useRef, useState } from 'react';
import { nextTick, openOffers } from '../model/countdown';

/** A little past the tick, so the clock wakes on the new minute rather than just before it. */
const SLACK_MS = 50;

/**
 * The clock the offers' countdowns read: it moves when one of them next changes (a minute ticks over or
 * an offer runs out), not every second. When an offer runs out, `onExpired` asks the server again (its
 * seat has passed to the next person waiting).
 */
export function useOfferClock(offers: readonly WaitlistOfferDto[], onExpired: () => void): Date {
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const delay = nextTick(offers, now);
    if (delay === null) return;
    const timer = window.setTimeout(() => setNow(new Date()), delay + SLACK_MS);
    return () => window.clearTimeout(timer);
  }, [offers, now]);

  const expiredRef = useRef(onExpired);
  expiredRef.current = onExpired;
  const expired = offers.length - openOffers(offers, now).length;
  useEffect(() => {
    if (expired > 0) expiredRef.current();
  }, [expired]);

  return now;
}
