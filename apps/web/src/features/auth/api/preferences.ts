import type { PreferenceUpdateBody, UserDto } from '@kinetic/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const savePreferences = ({ userId, body }: { userId: number; body: PreferenceUpdateBody }) =>
  api<{ user: UserDto; message: string }>('PUT', `/users/${userId}/preferences`, { body });

export const useSavePreferences = () => useMutation({ mutationFn: savePreferences });
