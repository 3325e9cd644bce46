import { LIMITS } from '@kinetic/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { storage } from '../../../lib/storage';

/**
 * The country (store) a guest browses: kept in this browser, sent with every request
 * (api-client's x-store-id), and replaced by the account's own at sign-in. Choosing one fetches
 * every list again in that country.
 */
export function useGuestCountry() {
  const queryClient = useQueryClient();
  const [storeId, setStoreId] = useState(() => storage.storeId() || LIMITS.defaultStoreId);
  return {
    storeId,
    choose(next: number) {
      if (next === storeId) return;
      storage.setStoreId(next);
      setStoreId(next);
      void queryClient.invalidateQueries();
    },
  };
}
