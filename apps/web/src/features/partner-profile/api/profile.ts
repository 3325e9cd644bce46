import type { GymProfileBody, ManageProfileDto, MediaDto, TrainerProfileBody } from '@kinetic/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshStoredUser } from '../../users';

export const PROFILE_KEY = ['manage', 'profile'] as const;

/** GET /manage/profile: the trainer's or gym's own profile. */
export function useOwnProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: () => api<ManageProfileDto>('GET', '/manage/profile', { loader: false }),
  });
}

function useRefreshProfile() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
      queryClient.invalidateQueries({ queryKey: ['trainers'] }),
      queryClient.invalidateQueries({ queryKey: ['gyms'] }),
      refreshStoredUser().catch(() => undefined),
    ]);
  };
}

/** PUT /manage/profile with the trainer's or the gym's body. */
export function useSaveProfile() {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: (body: TrainerProfileBody | GymProfileBody) =>
      api<ManageProfileDto | { message?: string } | null>('PUT', '/manage/profile', { body }),
    onSuccess: refresh,
  });
}

export type PictureKind = 'picture' | 'cover';

/** Uploads the file, then PUT /manage/profile/picture or /cover with its media id. */
export function useChangePicture() {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: async ({ kind, file }: { kind: PictureKind; file: File }) => {
      const form = new FormData();
      form.append('files', file);
      const [media] = await api<MediaDto[]>('POST', '/media', { body: form });
      if (!media) throw new Error('The server stored no image.');
      return api<unknown>('PUT', `/manage/profile/${kind}`, { body: { mediaId: media.id } });
    },
    onSuccess: refresh,
  });
}
