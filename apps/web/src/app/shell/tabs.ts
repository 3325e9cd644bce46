/** The top bar's tabs and the drawer's extra links. */
export interface Tab {
  label: 'sessions' | 'personalTraining' | 'trainers' | 'explore' | 'gyms' | 'schedule' | 'membership';
  path: string;
}

export const PUBLIC_TABS: Tab[] = [
  { label: 'sessions', path: '/classes' },
  { label: 'personalTraining', path: '/personal_training' },
  { label: 'trainers', path: '/trainers' },
];
/** Pages without a tab, listed in the phone drawer. */
export const EXTRA_LINKS: Tab[] = [
  { label: 'explore', path: '/explore' },
  { label: 'gyms', path: '/gyms' },
];
export const MEMBER_TABS: Tab[] = [
  { label: 'schedule', path: '/userschedule' },
  { label: 'membership', path: '/membership' },
];
