import type { LoginBody, LoginResult } from '@kinetic/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const login = (body: LoginBody) => api<LoginResult>('POST', '/auth/login', { body, anonymous: true });

export const useLogin = () => useMutation({ mutationFn: login });
