import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface VerifyPasswordInput {
  token: string;
  newPassword: string;
  confirmPassword: string;
}

export const verifyPassword = ({ token, ...body }: VerifyPasswordInput) =>
  api<{ message: string }>('PUT', `/auth/verify-password/${encodeURIComponent(token)}`, {
    body,
    anonymous: true,
  });

export const useVerifyPassword = () => useMutation({ mutationFn: verifyPassword });
