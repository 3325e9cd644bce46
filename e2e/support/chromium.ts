import { existsSync } from 'node:fs';

/**
 * Debian's Chromium, and the flags every journey runs it with (a container, no GPU, no chatter). Its
 * headless shell (Debian's chromium-headless-shell, the build Playwright itself runs headless) when it
 * is there: the same engine without the browser's window machinery, about a third less CPU for the same
 * pages on CI's two cores, where the browsers are what the journeys wait for (docs/adr/0029).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
