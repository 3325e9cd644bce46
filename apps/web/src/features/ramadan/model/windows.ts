import type { RamadanWindow } from '@kinetic/domain';

/** Jeddah gyms' usual Ramadan hours: afternoon, and after iftar until the small hours. */
export const SUGGESTED_WINDOWS: RamadanWindow[] = [
  { from: '14:00', to: '17:00' },
  { from: '21:00', to: '02:00' },
];

/** The windows the form starts from: the saved ones, else the suggestion. */
export const startingWindows = (saved: RamadanWindow[] | undefined) =>
  saved && saved.length > 0 ? saved : SUGGESTED_WINDOWS;
