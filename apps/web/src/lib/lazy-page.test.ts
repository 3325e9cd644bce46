import { describe, expect, it } from 'vitest';
import {
  isChunkLoadError,
  loadWithRetry,
  mayReloadForChunk,
  prefetchPage,
  registerPagePrefetch,
} from './lazy-page';

const fetchFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/ClassPage-x1.js');

describe('loading a page chunk', () => {
  it('knows the browsers’ words for a chunk that could not be fetched', () => {
    expect(isChunkLoadError(fetchFailure())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: x'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of null (reading 'slice')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('fetches a chunk once more when the first fetch fails, and no more', async () => {
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls === 1) throw fetchFailure();
      return { default: 'page' };
    };
    await expect(loadWithRetry(flaky, 1)).resolves.toEqual({ default: 'page' });
    expect(calls).toBe(2);

    calls = 0;
    const down = async () => {
      calls += 1;
      throw fetchFailure();
    };
    await expect(loadWithRetry(down, 1)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(calls).toBe(2);
  });

  it('does not retry a chunk that loaded and then failed', async () => {
    let calls = 0;
    const broken = async () => {
      calls += 1;
      throw new ReferenceError('x is not defined');
    };
    await expect(loadWithRetry(broken, 1)).rejects.toThrow('x is not defined');
    expect(calls).toBe(1);
  });

  it('reloads on its own once a minute at most, and never without session storage', () => {
    const values = new Map<string, string>();
    const store = {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
    };
    expect(mayReloadForChunk(store, 1_000_000)).toBe(true);
    store.setItem('kinetic.chunkReloadAt', '1000000');
    expect(mayReloadForChunk(store, 1_030_000)).toBe(false);
    expect(mayReloadForChunk(store, 1_061_000)).toBe(true);
    expect(mayReloadForChunk(null, 1_000_000)).toBe(false);
  });
});

describe('loading a linked page ahead of the click', () => {
  it('loads a registered page once, again only after a failure, and ignores unknown paths', async () => {
    let calls = 0;
    let fail = true;
    registerPagePrefetch('/trainers', async () => {
      calls += 1;
      if (fail) throw fetchFailure();
    });
    prefetchPage('/nowhere');
    prefetchPage('/trainers');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toBe(1);
    fail = false;
    prefetchPage('/trainers');
    prefetchPage('/trainers');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toBe(2);
  });
});
