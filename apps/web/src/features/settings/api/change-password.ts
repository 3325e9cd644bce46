import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ChangePasswordBody {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function changePassword(userId: number, body: ChangePasswordBody) {
  return api<{ message: string }>('PUT', `/users/${userId}/password`, { body });
}

export function useChangePassword(userId: number) {
  return useMutation({ mutationFn: (body: ChangePasswordBody) => changePassword(userId, body) });
}
