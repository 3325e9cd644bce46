import type {
  BookingReviewDto,
  ManagedReviewDto,
  Page,
  ReviewBody,
  ReviewDto,
  ReviewListDto,
  TrainerRatingRowDto,
} from '@kinetic/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { firstPage, nextPageOf } from '../../../lib/paging';

/** Whose reviews a block shows: the API's path segment and the id. */
export type ReviewSubject = { kind: 'classes' | 'trainers' | 'gyms'; id: number };

const REVIEWS_KEY = ['reviews'] as const;
const PAGE_SIZE = 5;

/** GET /{classes|trainers|gyms}/:id/reviews, newest first, five at a time. */
export function useReviews(subject: ReviewSubject) {
  return useInfiniteQuery({
    queryKey: [...REVIEWS_KEY, subject.kind, subject.id],
    queryFn: ({ pageParam }) =>
      api<ReviewListDto>('GET', `/${subject.kind}/${subject.id}/reviews`, {
        query: { page: pageParam, size: PAGE_SIZE },
        loader: false,
      }),
    initialPageParam: firstPage,
    getNextPageParam: nextPageOf,
    enabled: Number.isInteger(subject.id) && subject.id > 0,
  });
}

/** GET /bookings/:bookingId/review: the rating form's class, and why it cannot be rated. */
export function useBookingReview(bookingId: number) {
  return useQuery({
    queryKey: [...REVIEWS_KEY, 'booking', bookingId],
    queryFn: () => api<BookingReviewDto>('GET', `/bookings/${bookingId}/review`, { loader: false }),
    enabled: Number.isInteger(bookingId) && bookingId > 0,
  });
}

/** Every write changes what some block shows: all reviews are read again. */
function useReviewMutation<V, T>(call: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: REVIEWS_KEY });
      // The class list shows each class's stars.
      void queryClient.invalidateQueries({ queryKey: ['classes'] });
    },
  });
}

export const useWriteReview = (bookingId: number) =>
  useReviewMutation((body: ReviewBody) => api<ReviewDto>('POST', `/bookings/${bookingId}/review`, { body }));

export const useReplyToReview = () =>
  useReviewMutation(({ reviewId, reply }: { reviewId: number; reply: string }) =>
    api<ReviewDto>('PUT', `/reviews/${reviewId}/reply`, { body: { reply } }),
  );

export const reportReview = (reviewId: number, reason: string) =>
  api<{ reviewId: number }>('POST', `/reviews/${reviewId}/report`, { body: { reason } });

export const useHideReview = () =>
  useReviewMutation(({ reviewId, hidden, reason }: { reviewId: number; hidden: boolean; reason?: string }) =>
    api<{ reviewId: number; hidden: boolean }>('PUT', `/manage/reviews/${reviewId}/hidden`, {
      body: { hidden, reason },
    }),
  );

/** GET /manage/reviews/reported: the gym's reported reviews, with their reports. */
export function useReportedReviews(page: number) {
  return useQuery({
    queryKey: [...REVIEWS_KEY, 'reported', page],
    queryFn: () =>
      api<Page<ManagedReviewDto>>('GET', '/manage/reviews/reported', {
        query: { page, size: 20 },
        loader: false,
      }),
  });
}

export const RATINGS_REPORT_PATH = '/manage/reports/ratings';

/** GET /manage/reports/ratings: each trainer's ratings on the gym's classes. */
export function useRatingsReport() {
  return useQuery({
    queryKey: [...REVIEWS_KEY, 'ratings-report'],
    queryFn: () => api<{ rows: TrainerRatingRowDto[] }>('GET', RATINGS_REPORT_PATH, { loader: false }),
  });
}
