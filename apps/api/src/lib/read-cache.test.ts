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
});
