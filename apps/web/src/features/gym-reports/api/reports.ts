import type {
  AttendanceReport,
  BookingsReport,
  GymWisePage,
  LedgerPage,
  OccupancyReport,
  PackageMix,
  ReportGranularity,
  RevenueReport,
  TrainerEarnings,
  TrainerOwnClasses,
  TrainerRate,
  TrainerReport,
  TransactionTotals,
} from '@kinetic/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';

const KEY = ['manage', 'reports'] as const;

export interface RangeQuery {
  fromDate: string;
  toDate: string;
}
export interface TransactionQuery extends RangeQuery {
  search: string;
  packageIds: string;
  page: number;
}

const get = <T>(path: string, query: Record<string, string | number | undefined>) =>
  api<T>('GET', path, { query, loader: false });

export function useRevenue(range: RangeQuery | null, granularity: ReportGranularity) {
  return useQuery({
    queryKey: [...KEY, 'revenue', range, granularity],
    queryFn: () => get<RevenueReport>('/manage/reports/revenue', { ...range!, granularity }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

export function useBookingsReport(range: RangeQuery | null) {
  return useQuery({
    queryKey: [...KEY, 'bookings', range],
    queryFn: () => get<BookingsReport>('/manage/reports/bookings', { ...range! }),
    enabled: range !== null,
  });
}

export function usePackageMix(range: RangeQuery | null) {
  return useQuery({
    queryKey: [...KEY, 'package-mix', range],
    queryFn: () => get<PackageMix>('/manage/reports/package-mix', { ...range! }),
    enabled: range !== null,
  });
}

export function useOccupancy(range: RangeQuery | null) {
  return useQuery({
    queryKey: [...KEY, 'occupancy', range],
    queryFn: () => get<OccupancyReport>('/manage/reports/occupancy', { ...range! }),
    enabled: range !== null,
  });
}

const transactionParams = (query: TransactionQuery) => ({
  fromDate: query.fromDate,
  toDate: query.toDate,
  search: query.search || undefined,
  packageIds: query.packageIds || undefined,
});

export function useTransactions(query: TransactionQuery | null) {
  return useQuery({
    queryKey: [...KEY, 'transactions', query],
    queryFn: () =>
      get<LedgerPage>('/manage/transactions', { ...transactionParams(query!), page: query!.page, size: 20 }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useTransactionTotals(query: TransactionQuery | null) {
  return useQuery({
    queryKey: [...KEY, 'totals', query && { ...query, page: 0 }],
    queryFn: () => get<TransactionTotals>('/manage/transactions/totals', transactionParams(query!)),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
export { transactionParams };

/** The master gym's view of every gym; null for any other gym (the API answers 404). */
export function useGymWise(range: RangeQuery | null, page: number) {
  return useQuery({
    queryKey: [...KEY, 'gyms', range, page],
    queryFn: async () => {
      try {
        return await get<GymWisePage>('/manage/reports/gyms', { ...range!, page, size: 20 });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: range !== null,
  });
}

export function useTrainerReport(range: RangeQuery | null) {
  return useQuery({
    queryKey: [...KEY, 'trainers', range],
    queryFn: () => get<TrainerReport>('/manage/reports/trainers', { ...range! }),
    enabled: range !== null,
  });
}

export function useSetTrainerRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { trainerId: number; amountPerSession: number }) =>
      api<TrainerRate>('PUT', `/manage/trainers/${input.trainerId}/rate`, {
        body: { amountPerSession: input.amountPerSession },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...KEY, 'trainers'] }),
  });
}

export function useCorrectTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; amount: number; reason: string }) =>
      api<{ id: number; newAmount: number }>('PATCH', `/manage/transactions/${input.id}`, {
        body: { amount: input.amount, reason: input.reason },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useTrainerEarnings(range: RangeQuery | null) {
  return useQuery({
    queryKey: ['trainer', 'earnings', range],
    queryFn: () => get<TrainerEarnings>('/manage/reports/trainer-earnings', { ...range! }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

export const OWN_CLASSES_PATH = '/manage/reports/trainer-classes';

/** Her own classes' sales, credits and refunds (a freelancer's earnings). */
export function useTrainerOwnClasses(range: RangeQuery | null) {
  return useQuery({
    queryKey: ['trainer', 'own-classes', range],
    queryFn: () => get<TrainerOwnClasses>(OWN_CLASSES_PATH, { ...range! }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

export const ATTENDANCE_PATH = '/manage/reports/attendance';

/** No-shows and late cancels of the range (ADR 39), by class, trainer or customer. */
export function useAttendanceReport(range: RangeQuery | null, by: AttendanceReport['by']) {
  return useQuery({
    queryKey: [...KEY, 'attendance', range, by],
    queryFn: () => get<AttendanceReport>(ATTENDANCE_PATH, { ...range!, by }),
    enabled: range !== null,
  });
}
