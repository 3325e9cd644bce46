import type {
  AddCustomerPackageBody,
  CustomerDetailDto,
  CustomerFilter,
  CustomerPageDto,
  CustomerStrikesDto,
  CustomerTotalsDto,
  EditCustomerPackageBody,
  GymBookingPageDto,
  SeatFeeDto,
} from '@kinetic/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';

/** A gym's customers and bookings calls; every key starts with 'gym-customers'. */
export const customerKeys = {
  all: ['gym-customers'] as const,
  list: (query: CustomersFilter) => ['gym-customers', 'list', query] as const,
  totals: (fromDate: string, toDate: string) => ['gym-customers', 'totals', fromDate, toDate] as const,
  one: (userId: number) => ['gym-customers', 'one', userId] as const,
  bookings: (query: BookingsFilter) => ['gym-customers', 'bookings', query] as const,
  strikes: (userId: number) => ['gym-customers', 'strikes', userId] as const,
  fees: (userId: number) => ['gym-customers', 'fees', userId] as const,
};

export interface CustomersFilter {
  page: number;
  search: string;
  customerFilter: CustomerFilter;
  packageIds: string;
}

export interface BookingsFilter {
  page: number;
  fromDate: string;
  toDate: string;
  classId?: number;
  trainerId?: number;
}

export const CUSTOMERS_PATH = '/manage/customers';
export const BOOKINGS_PATH = '/manage/bookings';

export const useCustomers = (query: CustomersFilter) =>
  useQuery({
    queryKey: customerKeys.list(query),
    queryFn: () => api<CustomerPageDto>('GET', CUSTOMERS_PATH, { query: { ...query }, loader: false }),
    placeholderData: keepPreviousData,
  });

export const useCustomerTotals = (range: { fromDate: string; toDate: string } | null) =>
  useQuery({
    queryKey: customerKeys.totals(range?.fromDate ?? '', range?.toDate ?? ''),
    queryFn: () =>
      api<CustomerTotalsDto>('GET', `${CUSTOMERS_PATH}/totals`, { query: { ...range }, loader: false }),
    enabled: range !== null,
  });

export const useCustomer = (userId: number) =>
  useQuery({
    queryKey: customerKeys.one(userId),
    queryFn: () => api<CustomerDetailDto>('GET', `${CUSTOMERS_PATH}/${userId}`, { loader: false }),
  });

export const useGymBookings = (query: BookingsFilter | null) =>
  useQuery({
    queryKey: customerKeys.bookings(query ?? { page: 0, fromDate: '', toDate: '' }),
    queryFn: () => api<GymBookingPageDto>('GET', BOOKINGS_PATH, { query: { ...query }, loader: false }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

function useDeskWrite<Body>(userId: number, write: (body: Body) => Promise<CustomerDetailDto>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (detail) => {
      client.setQueryData(customerKeys.one(userId), detail);
      void client.invalidateQueries({ queryKey: customerKeys.all });
    },
  });
}

/** `key`: one Idempotency-Key per desk sale, so a double click or a retry adds the package once. */
export const useAddPackage = (userId: number) =>
  useDeskWrite(userId, ({ body, key }: { body: AddCustomerPackageBody; key: string }) =>
    api<CustomerDetailDto>('POST', `${CUSTOMERS_PATH}/${userId}/packages`, {
      body,
      headers: { 'idempotency-key': key },
    }),
  );

export const useEditPackage = (userId: number, userPackageId: number) =>
  useDeskWrite(userId, (body: EditCustomerPackageBody) =>
    api<CustomerDetailDto>('PUT', `${CUSTOMERS_PATH}/${userId}/packages/${userPackageId}`, { body }),
  );

export interface GymOffer {
  id: number;
  name: string;
  price: number;
  currencyCode: string;
  forKids: boolean;
}

export const useGymOffers = () =>
  useQuery({
    queryKey: [...customerKeys.all, 'offers'] as const,
    queryFn: () => api<GymOffer[]>('GET', `${CUSTOMERS_PATH}/packages`, { loader: false }),
  });

export const useBookingFilters = () =>
  useQuery({
    queryKey: [...customerKeys.all, 'booking-filters'] as const,
    queryFn: () =>
      api<{ classes: { id: number; title: string }[]; trainers: { id: number; name: string }[] }>(
        'GET',
        `${BOOKINGS_PATH}/filters`,
        { loader: false },
      ),
  });

/** The gym's strikes against one customer, newest first, and until when their new bookings are paused. */
export const useCustomerStrikes = (userId: number) =>
  useQuery({
    queryKey: customerKeys.strikes(userId),
    queryFn: () => api<CustomerStrikesDto>('GET', `${CUSTOMERS_PATH}/${userId}/strikes`, { loader: false }),
  });

/** POST /manage/strikes/:id/waive {reason}: its answer is the customer's strikes as they now stand. */
export function useWaiveStrike(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ strikeId, reason }: { strikeId: number; reason: string }) =>
      api<CustomerStrikesDto>('POST', `/manage/strikes/${strikeId}/waive`, { body: { reason } }),
    onSuccess: (strikes) => client.setQueryData(customerKeys.strikes(userId), strikes),
  });
}

/** The partner's late-cancel and no-show fees of one customer (docs/adr/0040), newest first. */
export const useCustomerFees = (userId: number) =>
  useQuery({
    queryKey: customerKeys.fees(userId),
    queryFn: () => api<SeatFeeDto[]>('GET', `${CUSTOMERS_PATH}/${userId}/fees`, { loader: false }),
  });

/**
 * POST /manage/fees/:id/waive {reason}: its answer is the fee as it now stands, put in its place in the
 * list. A fee that was taken is given back (credits to a package's ledger), so the customer's page is
 * read again. A fee settled meanwhile (409) or gone (404) is read again too, to show how it stands.
 */
export function useWaiveFee(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ feeId, reason }: { feeId: number; reason: string }) =>
      api<SeatFeeDto>('POST', `/manage/fees/${feeId}/waive`, { body: { reason } }),
    onSuccess: (fee) => {
      client.setQueryData<SeatFeeDto[]>(customerKeys.fees(userId), (fees) =>
        fees?.map((row) => (row.id === fee.id ? fee : row)),
      );
      void client.invalidateQueries({ queryKey: customerKeys.one(userId) });
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
        void client.invalidateQueries({ queryKey: customerKeys.fees(userId) });
      }
    },
  });
}
