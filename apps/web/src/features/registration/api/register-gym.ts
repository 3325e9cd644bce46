import type { GymRegisterBody, LoginResult } from '@kinetic/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function registerGym(body: GymRegisterBody) {
  return api<LoginResult>('POST', '/auth/register/gym', { body, anonymous: true });
}

export function useRegisterGym() {
  return useMutation({ mutationFn: registerGym });
}
