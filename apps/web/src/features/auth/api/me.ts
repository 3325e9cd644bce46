import type { UserDto } from '@kinetic/domain';
import { api } from '../../../lib/api-client';

/** The user behind a token that is not stored yet (social login completion). */
export const fetchMe = (token: string) =>
  api<UserDto>('GET', '/users/me', { anonymous: true, headers: { authorization: `Bearer ${token}` } });
