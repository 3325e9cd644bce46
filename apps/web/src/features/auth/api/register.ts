import type { CustomerRegisterBody, LoginResult } from '@kinetic/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** 201 with a LoginResult: the new customer is logged in at once (SPEC 4.1). */
export const registerCustomer = (body: CustomerRegisterBody) =>
  api<LoginResult>('POST', '/auth/register', { body, anonymous: true });

export const useRegisterCustomer = () => useMutation({ mutationFn: registerCustomer });
