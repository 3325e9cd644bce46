import type {
  Page,
  PtDaySlotsDto,
  PtSlotSessionDto,
  PtTrainerCardDto,
  PtTrainerDetailDto,
} from '@kinetic/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { firstPage, nextPageOf } from '../../../lib/paging';

const PT_KEY = ['personal-training'] as const;
/** SPEC 7.5: PT lists use size 100. */
const SIZE = 100;

/** The bookable PT trainers, 100 a page; the next page loads when asked for. */
export function usePtTrainers() {
  return useInfiniteQuery({
    queryKey: [...PT_KEY, 'trainers'],
    queryFn: ({ pageParam }) =>
      api<Page<PtTrainerCardDto>>('GET', '/personal-training/trainers', {
        query: { page: pageParam, size: SIZE },
        loader: false,
      }),
    initialPageParam: firstPage,
    getNextPageParam: nextPageOf,
  });
}

export function usePtTrainer(ptTrainerId: number) {
  return useQuery({
    queryKey: [...PT_KEY, 'trainer', ptTrainerId],
    queryFn: () =>
      api<PtTrainerDetailDto>('GET', `/personal-training/trainers/${ptTrainerId}`, { loader: false }),
    enabled: Number.isInteger(ptTrainerId) && ptTrainerId > 0,
  });
}

export function usePtSlots(ptTrainerId: number, date: string | null) {
  return useQuery({
    queryKey: [...PT_KEY, 'slots', ptTrainerId, date],
    queryFn: () =>
      api<PtDaySlotsDto>('GET', `/personal-training/trainers/${ptTrainerId}/slots`, {
        query: { date: date! },
        loader: false,
      }),
    enabled: date !== null,
  });
}

/** Holds a slot: answers the one-seat session the customer books next on its class page. */
export function useTakePtSlot(ptTrainerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (startsAt: string) =>
      api<PtSlotSessionDto>('POST', `/personal-training/trainers/${ptTrainerId}/slots`, {
        body: { startsAt },
      }),
    // A slot taken meanwhile shows as taken when the customer comes back.
    onSettled: () => client.invalidateQueries({ queryKey: PT_KEY }),
  });
}
