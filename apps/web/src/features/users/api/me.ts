import type { UserDto } from '@kinetic/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { storage } from '../../../lib/storage';

/**
 * The one place the web reads `GET /users/me`. Balances, lists, name and picture live on the stored user
 * record: after a booking, a payment, a cancel or a profile change it is fetched again and stored (SPEC 4.3),
 * so the shell and every page show the same record.
 */
export const ME_QUERY_KEY = ['users', 'me'] as const;

const getMe = (token?: string) =>
  api<UserDto>(
    'GET',
    '/users/me',
    token ? { anonymous: true, headers: { authorization: `Bearer ${token}` } } : { loader: false },
  );

/** The fresh user record also refreshes the stored one, so the shell shows the same name. */
export async function fetchMe(): Promise<UserDto> {
  const user = await getMe();
  session.update(user);
  return user;
}

/** The user behind a token that is not stored yet (social login completion); nothing is stored. */
export const fetchMeWithToken = (token: string) => getMe(token);

export function useMe() {
  return useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe });
}

/**
 * Fetch the user again and store it. `known` overrides fields the caller holds fresher than the read
 * (a cancel's answer carries the balances it gave back).
 */
export async function refreshStoredUser(known: Partial<UserDto> = {}): Promise<void> {
  const user = await getMe();
  session.update({ ...user, ...known });
}

/**
 * Once a page load: the record stored on this device may be older than the account (its
 * country changed on another device, and this one still asked for the old country's classes). It is
 * read again; when its country changed, every list is fetched again in the new one.
 */
export function useStoredUserKeptFresh() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stored = session.get();
    const token = storage.token();
    if (!stored || !token) return;
    getMe()
      .then((user) => {
        // Signed out or in as someone else meanwhile (this tab or another): that session's record stands.
        if (!session.get() || storage.token() !== token) return;
        session.update(user);
        if (user.storeId !== stored.storeId) void queryClient.invalidateQueries();
      })
      .catch(() => undefined);
  }, [queryClient]);
}
