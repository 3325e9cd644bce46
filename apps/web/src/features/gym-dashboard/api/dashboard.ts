import type { AtRiskPage, Dashboard, ExpiringPage, TodaySessionsPage } from '@kinetic/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const DASHBOARD_PATH = '/manage/dashboard';

/** The lists behind the tiles, by their path under /manage/dashboard and /gym/admin/dashboard. */
export const DASHBOARD_LISTS = ['at-risk', 'expiring', 'today'] as const;
export type DashboardList = (typeof DASHBOARD_LISTS)[number];
export const isDashboardList = (value: string | undefined): value is DashboardList =>
  (DASHBOARD_LISTS as readonly string[]).includes(value ?? '');

/** What each list answers: its rows and the store's time zone the dates read in. */
export type DashboardListPage = {
  'at-risk': AtRiskPage & { timeZone: string };
  expiring: ExpiringPage & { timeZone: string };
  today: TodaySessionsPage & { timeZone: string; today: string };
};

export const LIST_PAGE_SIZE = 20;

/** The name a list's CSV download is saved under. */
export const LIST_FILES: Record<DashboardList, string> = {
  'at-risk': 'members-at-risk.csv',
  expiring: 'expiring-packages.csv',
  today: 'todays-classes.csv',
};

export function useDashboard() {
  return useQuery({
    queryKey: ['manage', 'dashboard'],
    queryFn: () => api<Dashboard>('GET', DASHBOARD_PATH, { loader: false }),
  });
}

export function useDashboardList<L extends DashboardList>(list: L, page: number) {
  return useQuery({
    queryKey: ['manage', 'dashboard', list, page],
    queryFn: () =>
      api<DashboardListPage[L]>('GET', `${DASHBOARD_PATH}/${list}`, {
        query: { page, size: LIST_PAGE_SIZE },
        loader: false,
      }),
    placeholderData: keepPreviousData,
  });
}
