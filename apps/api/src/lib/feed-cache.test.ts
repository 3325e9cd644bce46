import { describe, expect, it } from 'vitest';
import type { ListenEvents } from '../db/listen';
import { CHANNELS, openChangeFeed } from './change-feed';
import { createFeedCache } from './feed-cache';

/** A LISTEN connection under the test's control: it echoes our own sync markers, as PostgreSQL does. */
async function fakeFeed() {
  let events!: ListenEvents;
  let syncChannel = '';
  const feed = await openChangeFeed({
    async listen(channels, handlers) {
      events = handlers;
      syncChannel = channels.find((c) => c.startsWith('kinetic_sync_'))!;
      return {
        async flush(markerChannel, marker) {
          if (markerChannel === syncChannel && marker !== null) events.message(markerChannel, marker);
        },
        async close() {},
      };
    },
  });
  return { feed, events: () => events };
}

function counting() {
  let loads = 0;
  return { load: async () => ++loads, loads: () => loads };
}

describe('a cache dropped by change notifications', () => {
  it('keeps an entry until a notification drops it', async () => {
    const { feed, events } = await fakeFeed();
    const cache = createFeedCache<number, number>({ feed, ttlMs: 60_000, maxEntries: 10 });
    feed.subscribe(CHANNELS.viewerMarks, {
      change: (p) => cache.delete(Number(p)),
      reset: () => cache.clear(),
    });
    const { load } = counting();
    expect(await cache.get(1, load)).toBe(1);
    expect(await cache.get(1, load)).toBe(1);
    events().message(CHANNELS.viewerMarks, '2');
    expect(await cache.get(1, load)).toBe(1);
    events().message(CHANNELS.viewerMarks, '1');
    expect(await cache.get(1, load)).toBe(2);
  });

  it('is bypassed while the feed is down and starts empty when it is back', async () => {
    const { feed, events } = await fakeFeed();
    const cache = createFeedCache<number, number>({ feed, ttlMs: 60_000, maxEntries: 10 });
    feed.subscribe(CHANNELS.viewerMarks, { change: () => undefined, reset: () => cache.clear() });
    const { load } = counting();
    await cache.get(1, load);
    events().lost();
    expect(feed.live).toBe(false);
    expect(await cache.get(1, load)).toBe(2);
    expect(await cache.get(1, load)).toBe(3);
    events().restored();
    expect(await cache.get(1, load)).toBe(4);
    expect(await cache.get(1, load)).toBe(4);
  });

  it('does not keep a load that a notification overtook', async () => {
    const { feed, events } = await fakeFeed();
    const cache = createFeedCache<number, string>({ feed, ttlMs: 60_000, maxEntries: 10 });
    feed.subscribe(CHANNELS.viewerMarks, {
      change: (p) => cache.delete(Number(p)),
      reset: () => cache.clear(),
    });
    let release!: () => void;
    const slow = cache.get(
      1,
      () =>
        new Promise<string>((resolve) => {
          release = () => resolve('read before the change');
        }),
    );
    events().message(CHANNELS.viewerMarks, '1');
    release();
    expect(await slow).toBe('read before the change');
    expect(await cache.get(1, async () => 'read after the change')).toBe('read after the change');
  });

  it('does not keep what `keep` refuses, and holds at most maxEntries', async () => {
    const { feed } = await fakeFeed();
    const cache = createFeedCache<number, number | null>({
      feed,
      ttlMs: 60_000,
      maxEntries: 2,
      keep: (value) => value !== null,
    });
    await cache.get(1, async () => null);
    expect(cache.size).toBe(0);
    for (const key of [1, 2, 3]) await cache.get(key, async () => key);
    expect(cache.size).toBe(2);
  });

  it('sync answers only once its own marker came back, so changes committed before it arrived', async () => {
    let events!: ListenEvents;
    const sent: [string, string][] = [];
    const feed = await openChangeFeed({
      async listen(_channels, handlers) {
        events = handlers;
        return {
          async flush(markerChannel, marker) {
            if (markerChannel !== null && marker !== null) sent.push([markerChannel, marker]);
          },
          async close() {},
        };
      },
    });
    let synced = false;
    const sync = feed.sync().then(() => {
      synced = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(synced).toBe(false);
    events.message(sent[0]![0], sent[0]![1]);
    await sync;
    expect(synced).toBe(true);
  });
});
