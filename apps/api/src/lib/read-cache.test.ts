import { describe, expect, it } from 'vitest';
import { createReadCache, createWriteEpoch } from './read-cache';

describe('read cache', () => {
  it('serves one load per key within the time to live', async () => {
    const cache = createReadCache<number>({ ttlMs: 60_000 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('b', load)).toBe(2);
  });

  it('loads again after a write of this process', async () => {
    const epoch = createWriteEpoch();
    const cache = createReadCache<number>({ ttlMs: 60_000, epoch });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('a', load);
    epoch.bump();
    expect(await cache.get('a', load)).toBe(2);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('loads again once the entry is older than its time to live', async () => {
    const cache = createReadCache<number>({ ttlMs: 5 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('a', load);
    await new Promise((resolve) => setTimeout(resolve, 15));
    expect(await cache.get('a', load)).toBe(2);
  });

  it('forgets a failed load and shares a pending one', async () => {
    const cache = createReadCache<number>({ ttlMs: 60_000 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    let loads = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    const [first, second] = await Promise.all([cache.get('a', slow), cache.get('a', slow)]);
    expect([first, second, loads]).toEqual([1, 1, 1]);
  });

  it('caches nothing with a time to live of 0', async () => {
    const cache = createReadCache<number>({ ttlMs: 0 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('a', load);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('serves a just-expired entry while one background load replaces it', async () => {
    const cache = createReadCache<number>({ ttlMs: 5, staleMs: 60_000 });
    let loads = 0;
    let finish: (() => void) | undefined;
    const slow = () =>
      new Promise<number>((resolve) => {
        loads += 1;
        const value = loads;
        finish = () => resolve(value);
      });
    const first = cache.get('a', slow);
    finish!();
    expect(await first).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 15));
    // Expired: both callers get the old value at once, and only one reload runs.
    expect(await cache.get('a', slow)).toBe(1);
    expect(await cache.get('a', slow)).toBe(1);
    expect(loads).toBe(2);
    finish!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('a', slow)).toBe(2);
  });

  it('never serves a stale entry across a write of this process', async () => {
    const epoch = createWriteEpoch();
    const cache = createReadCache<number>({ ttlMs: 5, staleMs: 60_000, epoch });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('a', load);
    await new Promise((resolve) => setTimeout(resolve, 15));
    epoch.bump();
    expect(await cache.get('a', load)).toBe(2);
  });

  it('serves nothing older than its time to live plus the stale allowance', async () => {
    const cache = createReadCache<number>({ ttlMs: 5, staleMs: 5 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('a', load);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await cache.get('a', load)).toBe(2);
  });
});
