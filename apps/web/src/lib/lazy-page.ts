import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * What browsers say when a code chunk cannot be fetched: Chromium, Firefox and Safari in turn, then
 * Vite's preload of a chunk's CSS. After a deploy the old chunks are gone; on a poor connection the
 * request fails.
 */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && CHUNK_FAILURE.test(error.message);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads a page's chunk, and once more after a moment when the first try could not fetch it (a
 * dropped request). Any other failure, and a second fetch failure, go to the route's error boundary.
 */
export function loadWithRetry<T>(load: () => Promise<T>, retryAfterMs = 500): Promise<T> {
  return load().catch(async (error: unknown) => {
    if (!isChunkLoadError(error)) throw error;
    await wait(retryAfterMs);
    return load();
  });
}

export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
): LazyExoticComponent<ComponentType> {
  return lazy(() => loadWithRetry(load));
}

/** The pages the top bar and the drawer link to, by path: what each loads before it can show. */
const prefetchers = new Map<string, () => Promise<unknown>>();

/** A linked page's code and texts, to be asked for ahead of a click (prefetchPage). */
export function registerPagePrefetch(path: string, load: () => Promise<unknown>) {
  prefetchers.set(path, load);
}

/**
 * Loads a linked page's code and texts while the pointer is on its way to the link (or the keyboard
 * focuses it), so the click shows the page at once. Once per page; a failed load may be tried again.
 * The page's own load later gets the same modules (a module is fetched once).
 */
export function prefetchPage(path: string): void {
  const load = prefetchers.get(path);
  if (!load) return;
  prefetchers.delete(path);
  load().catch(() => prefetchers.set(path, load));
}

/** A link's handlers that prefetch its page: the pointer on it, a touch starting, the keyboard's focus. */
export const prefetchOnIntent = (path: string) => {
  const prefetch = () => prefetchPage(path);
  return { onPointerEnter: prefetch, onPointerDown: prefetch, onFocus: prefetch };
};

const RELOADED_AT = 'kinetic.chunkReloadAt';
/** Within this long of the last automatic reload there is no other: a page that still fails shows why. */
const RELOAD_GUARD_MS = 60_000;

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

const sessionStore = (): SessionStore | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/**
 * Whether a chunk that would not load may be fetched again by reloading the page on its own: once a
 * minute at most, and never without session storage to remember it (a reload loop is worse than a
 * Reload button).
 */
export function mayReloadForChunk(store: SessionStore | null = sessionStore(), now = Date.now()): boolean {
  if (!store) return false;
  try {
    const last = Number(store.getItem(RELOADED_AT));
    return !(last > 0 && now - last < RELOAD_GUARD_MS);
  } catch {
    return false;
  }
}

/** Remembers the reload (so it happens once) and reloads: the new index.html names the current chunks. */
export function reloadForChunk(store: SessionStore | null = sessionStore(), now = Date.now()) {
  try {
    store?.setItem(RELOADED_AT, String(now));
  } catch {
    return;
  }
  window.location.reload();
}
