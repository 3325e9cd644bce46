import type { TrainerPageDto } from '@kinetic/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '../../../components/toasts';
import { api } from '../../../lib/api-client';
import { TRAINERS_KEY, trainerKey } from './trainers';

interface FollowResult {
  followed: boolean;
  followerCount: number;
}

const followTrainer = (id: number, follow: boolean) =>
  api<FollowResult>(follow ? 'POST' : 'DELETE', `/trainers/${id}/follow`, { loader: false });

/** Follow or unfollow, shown at once and put back if the server refuses. */
export function useFollowTrainer(id: number) {
  const queryClient = useQueryClient();
  const key = trainerKey(id);
  return useMutation({
    mutationFn: (follow: boolean) => followTrainer(id, follow),
    onMutate: async (follow) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TrainerPageDto>(key);
      if (before) {
        queryClient.setQueryData<TrainerPageDto>(key, {
          ...before,
          isFollowed: follow,
          followerCount: Math.max(0, before.followerCount + (follow ? 1 : -1)),
        });
      }
      return { before };
    },
    onError: (error, _follow, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      notifications.show({ title: "Couldn't update who you follow", message: error.message, color: 'red' });
    },
    onSuccess: (result) => {
      queryClient.setQueryData<TrainerPageDto>(key, (current) =>
        current ? { ...current, isFollowed: result.followed, followerCount: result.followerCount } : current,
      );
    },
    onSettled: () => {
      // Lists that show the follow state (favourites, the directory) catch up in the background.
      void queryClient.invalidateQueries({ queryKey: [...TRAINERS_KEY, 'favourites'] });
      void queryClient.invalidateQueries({ queryKey: [...TRAINERS_KEY, 'list'] });
    },
  });
}
