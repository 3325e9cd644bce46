import type { SelfCheckInResult } from '@kinetic/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MY_BOOKINGS_KEY } from './my-bookings';

/**
 * Why the browser gave no position: `DENIED` when the customer (or the browser, on a page that is not
 * secure) refused it, `UNAVAILABLE` when it could not be found in time or the browser has no location.
 */
export class PositionError extends Error {
  constructor(readonly reason: 'DENIED' | 'UNAVAILABLE') {
    super(reason);
    this.name = 'PositionError';
  }
}

/** How long the browser may look for the position: a phone indoors may need a few seconds for GPS. */
const POSITION_TIMEOUT_MS = 15_000;

/** Where the customer stands, as precisely as the device can tell (GPS on a phone). */
function currentPosition(): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      reject(new PositionError('UNAVAILABLE'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      // 1: PERMISSION_DENIED (2 and 3: no position found, or not in time).
      (error) => reject(new PositionError(error.code === 1 ? 'DENIED' : 'UNAVAILABLE')),
      // A fresh position each tap: one told "too far" taps again once they have walked in.
      { enableHighAccuracy: true, timeout: POSITION_TIMEOUT_MS, maximumAge: 0 },
    );
  });
}

/**
 * "I'm here": the browser's position, then POST /bookings/:id/self-check-in with it. Fails with a
 * PositionError when there is no position, else the API's refusal (not yet, too far, off, over, roll
 * closed) in its own words. A check-in refreshes the member's bookings.
 */
export function useSelfCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (bookingId: number) => {
      const position = await currentPosition();
      return api<SelfCheckInResult>('POST', `/bookings/${bookingId}/self-check-in`, {
        body: position,
        loader: false,
      });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MY_BOOKINGS_KEY });
    },
  });
}
