import type { LoginResult, TrainerRegisterBody } from '@kinetic/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function registerTrainer(body: TrainerRegisterBody) {
  return api<LoginResult>('POST', '/auth/register', { body, anonymous: true });
}

export function useRegisterTrainer() {
  return useMutation({ mutationFn: registerTrainer });
}
