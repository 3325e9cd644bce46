import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type {
  CancelParticipantResult,
  CheckInByCodeResult,
  MarkAbsentResult,
  ParticipantDto,
  RefundType,
  RollClosedDto,
  WaitlistEntryDto,
} from './contract';
import { manageKeys } from './keys';

/** GET /manage/sessions/:id/participants. */
export function useParticipants(sessionId: number | null) {
  return useQuery({
    queryKey: manageKeys.participants(sessionId ?? 0),
    queryFn: () =>
      api<ParticipantDto[]>('GET', `/manage/sessions/${sessionId}/participants`, { loader: false }),
    enabled: sessionId !== null,
  });
}

/** GET /manage/sessions/:id/waitlist: who waits for a seat, in order. */
export function useWaitlist(sessionId: number) {
  return useQuery({
    queryKey: manageKeys.waitlist(sessionId),
    queryFn: () =>
      api<WaitlistEntryDto[]>('GET', `/manage/sessions/${sessionId}/waitlist`, { loader: false }),
  });
}

/** POST /manage/waitlist/:wishId/book (the gym running the class): the customer takes a seat and pays. */
export function useBookFromWaitlist(sessionId: number) {
  const refresh = useRefreshSession(sessionId);
  return useMutation({
    mutationFn: (wishId: number) => api<ParticipantDto>('POST', `/manage/waitlist/${wishId}/book`),
    onSettled: refresh,
  });
}

function useRefreshSession(sessionId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: manageKeys.participants(sessionId) }),
      queryClient.invalidateQueries({ queryKey: manageKeys.waitlist(sessionId) }),
      queryClient.invalidateQueries({ queryKey: ['manage', 'sessions'] }),
      queryClient.invalidateQueries({ queryKey: ['classes'] }),
    ]);
}

/** PUT /manage/bookings/:id/check-in {checkedIn}: the switch moves at once and moves back on failure. */
export function useCheckIn(sessionId: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshSession(sessionId);
  const key = manageKeys.participants(sessionId);
  const setCheckedIn = (bookingId: number, checkedIn: boolean) =>
    queryClient.setQueryData<ParticipantDto[]>(key, (list) =>
      list?.map((item) => (item.bookingId === bookingId ? { ...item, checkedIn } : item)),
    );
  return useMutation({
    mutationFn: ({ bookingId, checkedIn }: { bookingId: number; checkedIn: boolean }) =>
      api<unknown>('PUT', `/manage/bookings/${bookingId}/check-in`, {
        body: { checkedIn },
        loader: false,
      }),
    onMutate: async ({ bookingId, checkedIn }) => {
      await queryClient.cancelQueries({ queryKey: key });
      setCheckedIn(bookingId, checkedIn);
    },
    onError: (_error, { bookingId, checkedIn }) => setCheckedIn(bookingId, !checkedIn),
    onSettled: refresh,
  });
}

/**
 * PUT /manage/bookings/:id/absent {absent}: staff mark a participant absent once the class has started
 * and while its roll is open, or take it back (marking absent also takes back a check-in). The
 * participants are read again either way: the list then shows the mark, or a refusal's true state.
 */
export function useMarkAbsent(sessionId: number) {
  const refresh = useRefreshSession(sessionId);
  return useMutation({
    mutationFn: ({ bookingId, absent }: { bookingId: number; absent: boolean }) =>
      api<MarkAbsentResult>('PUT', `/manage/bookings/${bookingId}/absent`, {
        body: { absent },
        loader: false,
      }),
    onSettled: refresh,
  });
}

/**
 * POST /manage/sessions/:id/roll (docs/adr/0039): attendance becomes final: those checked in attended,
 * those marked absent are no-shows, and everyone else counts as the seat policy's `rollDefault` says.
 * The participants are read again either way: a refusal may mean the roll closed meanwhile.
 */
export function useCloseRoll(sessionId: number) {
  const refresh = useRefreshSession(sessionId);
  return useMutation({
    mutationFn: () => api<RollClosedDto>('POST', `/manage/sessions/${sessionId}/roll`, { loader: false }),
    onSettled: refresh,
  });
}

/** POST /manage/sessions/:id/check-in-by-code {code}: a scanned or typed code checks its booking in. */
export function useCheckInByCode(sessionId: number) {
  const refresh = useRefreshSession(sessionId);
  return useMutation({
    mutationFn: (code: string) =>
      api<CheckInByCodeResult>('POST', `/manage/sessions/${sessionId}/check-in-by-code`, {
        body: { code },
        loader: false,
      }),
    onSettled: refresh,
  });
}

/** POST /manage/sessions/:id/guests {guestCustomerName} (gyms only): the guest takes a seat. */
export function useGuestJoin(sessionId: number) {
  const refresh = useRefreshSession(sessionId);
  return useMutation({
    mutationFn: (guestCustomerName: string) =>
      api<unknown>('POST', `/manage/sessions/${sessionId}/guests`, {
        body: { guestCustomerName },
        headers: { 'idempotency-key': crypto.randomUUID() },
      }),
    onSuccess: refresh,
  });
}

/** DELETE /manage/bookings/:id {refundType, remark}: the gym cancels a customer's booking. */
export function useCancelParticipant(sessionId: number) {
  const refresh = useRefreshSession(sessionId);
  return useMutation({
    mutationFn: ({
      bookingId,
      refundType,
      remark,
    }: {
      bookingId: number;
      refundType: RefundType;
      remark?: string;
    }) =>
      api<CancelParticipantResult>('DELETE', `/manage/bookings/${bookingId}`, {
        body: { refundType, remark: remark || undefined },
      }),
    onSuccess: refresh,
  });
}

/** POST /manage/sessions/:id/messages {message}: a notification to every booked participant. */
export function useMessageParticipants(sessionId: number) {
  return useMutation({
    mutationFn: (message: string) =>
      api<{ message?: string } | string | null>('POST', `/manage/sessions/${sessionId}/messages`, {
        body: { message },
      }),
  });
}
