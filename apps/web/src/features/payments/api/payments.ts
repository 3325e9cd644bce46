import type {
  CardDto,
  CardSupportDto,
  EditSubscriptionResultDto,
  PackageDto,
  PaymentLinkDto,
  PaymentMethod,
  PromoResponseDto,
  PurchaseBody,
  PurchaseResultDto,
  QuoteBody,
  QuoteDto,
  SpecialPackagePurchaseBody,
  SubscriptionDto,
  TransactionDto,
  UserPackageDto,
  WalletDto,
} from '@kinetic/domain';
import { type Page, parsePaymentModes } from '@kinetic/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The payments calls (SPEC 7.4). Every key starts with 'payments', so one invalidation
 * refreshes balances, wallet and history after a purchase or a subscription change.
 */
export const paymentKeys = {
  all: ['payments'] as const,
  packages: (filter: PackageFilter) => ['payments', 'packages', filter] as const,
  userPackages: ['payments', 'user-packages'] as const,
  wallet: ['payments', 'wallet'] as const,
  quote: (body: QuoteBody) => ['payments', 'quote', body] as const,
  modes: (currencyCode: string) => ['payments', 'modes', currencyCode] as const,
  transaction: (referenceId: string) => ['payments', 'transaction', referenceId] as const,
  specialTransaction: (referenceId: string, email: string) =>
    ['payments', 'special-transaction', referenceId, email] as const,
  transactions: (page: number) => ['payments', 'transactions', page] as const,
  subscriptions: ['payments', 'subscriptions'] as const,
  cards: ['payments', 'cards'] as const,
  cardSupport: ['payments', 'card-support'] as const,
};

export interface PackageFilter {
  gymId?: number;
  packageType?: string;
  sessionId?: number;
  userKidId?: number;
}

export const usePackages = (filter: PackageFilter = {}) =>
  useQuery({
    queryKey: paymentKeys.packages(filter),
    queryFn: () => api<PackageDto[]>('GET', '/packages', { query: { ...filter }, loader: false }),
  });

export const useUserPackages = () =>
  useQuery({
    queryKey: paymentKeys.userPackages,
    queryFn: () => api<UserPackageDto[]>('GET', '/user-packages', { loader: false }),
  });

export const useWallet = () =>
  useQuery({
    queryKey: paymentKeys.wallet,
    queryFn: () => api<WalletDto>('GET', '/wallet', { loader: false }),
  });

export const applyPromo = (body: { name: string; packageId: number; gymId?: number }) =>
  api<PromoResponseDto>('POST', '/promo-codes/apply', { body, loader: false });

/** The server is the authority on totals: the popup renders its quote and keeps the last one while a new one loads. */
export const useQuote = (body: QuoteBody | null) =>
  useQuery({
    queryKey: paymentKeys.quote(body ?? { packageId: 0 }),
    queryFn: () => api<QuoteDto>('POST', '/checkout/quote', { body, loader: false }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });

/** SPEC 3.2: the payment modes come as JSON text holding Data.PaymentMethods. */
function paymentModesOf(text: unknown): PaymentMethod[] {
  try {
    return typeof text === 'string' ? parsePaymentModes(text) : [];
  } catch {
    return [];
  }
}

export const usePaymentModes = (currencyCode: string, enabled: boolean) =>
  useQuery({
    queryKey: paymentKeys.modes(currencyCode),
    queryFn: () =>
      api<string>('GET', '/payment-modes', { query: { currencyCode }, loader: false }).then(paymentModesOf),
    enabled,
    staleTime: 10 * 60_000,
  });

/** POST /purchases with one Idempotency-Key per checkout, so a double click or a retry buys once. */
export const createPurchase = (body: PurchaseBody, idempotencyKey: string) =>
  api<PurchaseResultDto>('POST', '/purchases', { body, headers: { 'idempotency-key': idempotencyKey } });

export const fetchTransaction = (referenceId: string) =>
  api<TransactionDto>('GET', `/transactions/${encodeURIComponent(referenceId)}`, { loader: false });

/** Polls every 2 s while the payment is still pending (the gateway's answer may come later). */
export const useTransaction = (referenceId: string, enabled = true) =>
  useQuery({
    queryKey: paymentKeys.transaction(referenceId),
    queryFn: () => fetchTransaction(referenceId),
    enabled: enabled && referenceId !== '',
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? 2000 : false),
  });

/** SPEC 3.2 special package purchase; a guest may buy one (no token), a member buys for themselves. */
export const purchaseSpecialPackage = (body: SpecialPackagePurchaseBody) =>
  api<PaymentLinkDto>('POST', '/special-packages/purchase', { body });

/** A special package order seen without an account: its reference and the buyer's e-mail. Polls like useTransaction. */
export const useSpecialTransaction = (referenceId: string, email: string | null) =>
  useQuery({
    queryKey: paymentKeys.specialTransaction(referenceId, email ?? ''),
    queryFn: () =>
      api<TransactionDto>('POST', '/special-packages/status', {
        body: { referenceId, email },
        anonymous: true,
        loader: false,
      }),
    enabled: referenceId !== '' && Boolean(email),
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? 2000 : false),
  });

export const TRANSACTIONS_PAGE_SIZE = 10;

export const useTransactions = (page: number) =>
  useQuery({
    queryKey: paymentKeys.transactions(page),
    queryFn: () =>
      api<Page<TransactionDto>>('GET', '/transactions', {
        query: { page, size: TRANSACTIONS_PAGE_SIZE },
        loader: false,
      }),
    placeholderData: keepPreviousData,
  });

export const useSubscriptions = (enabled = true) =>
  useQuery({
    queryKey: paymentKeys.subscriptions,
    queryFn: () => api<SubscriptionDto[]>('GET', '/subscriptions', { loader: false }),
    enabled,
  });

/** PUT /subscriptions/:id charges the saved card: the Idempotency-Key makes a retry charge once. */
export const editSubscription = (
  id: number,
  body: { packageId: number; action: 'EXTEND' | 'UPGRADE' },
  idempotencyKey: string,
) =>
  api<EditSubscriptionResultDto>('PUT', `/subscriptions/${id}`, {
    body,
    headers: { 'idempotency-key': idempotencyKey },
  });

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<SubscriptionDto>('DELETE', `/subscriptions/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}

export const useCards = (enabled = true) =>
  useQuery({
    queryKey: paymentKeys.cards,
    queryFn: () => api<CardDto[]>('GET', '/cards', { loader: false }),
    enabled,
  });

/** Whether the gateway keeps cards at all (a MyFatoorah account without DirectPayment does not). */
export const useCardSupport = (enabled = true) =>
  useQuery({
    queryKey: paymentKeys.cardSupport,
    queryFn: () => api<CardSupportDto>('GET', '/cards/support', { loader: false }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Adds a card: a card check on the gateway page (no money taken); the answer's paymentUrl is that page. */
export const addCard = () =>
  api<{ referenceId: string; paymentUrl: string }>('POST', '/cards/verify', { body: { newCard: true } });

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<CardDto[]>('DELETE', `/cards/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}

export function useChooseDefaultCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<CardDto[]>('PUT', `/cards/${id}/default`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}

export const verifyCard = (body: {
  packageId: number;
  subscription: boolean;
  newCard: boolean;
  cardToken?: string;
  sessionId?: number;
  promoId?: number;
}) => api<{ referenceId: string; paymentUrl: string }>('POST', '/cards/verify', { body });
