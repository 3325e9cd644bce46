import { api } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';

interface CancellationPolicy {
  masterGymId: number | null;
  addSubActivityClassGymId: number | null;
  waitListPopUpMessage: string;
}

/** SPEC 4.2: fetch the cancellation policy after login and keep the refund-policy object (SPEC 3.1). */
export function rememberCancellationPolicy() {
  void api<CancellationPolicy>('GET', '/cancellation-policy', { loader: false })
    .then(({ masterGymId, addSubActivityClassGymId, waitListPopUpMessage }) =>
      storage.setRefundPolicy({ masterGymId, addSubActivityClassGymId, waitListPopUpMessage }),
    )
    .catch(() => undefined);
}
