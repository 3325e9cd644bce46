import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const forgotPassword = (email: string) =>
  api<{ message: string }>('POST', `/auth/forgot-password/${encodeURIComponent(email)}`, { anonymous: true });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
