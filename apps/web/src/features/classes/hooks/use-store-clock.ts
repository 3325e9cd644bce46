import { LIMITS, zonedParts } from '@kinetic/domain';
import { useBrand } from '../../../lib/brand';
import { useStores } from '../../../lib/reference-data';
import { useSessionUser } from '../../../lib/session';
import { storage } from '../../../lib/storage';

const FALLBACK_ZONE = 'Asia/Kuwait';

/** The viewer's store: its time zone decides "today", its currency the decimals of prices, its areas the area filter. */
export function useStoreClock() {
  const brand = useBrand();
  const user = useSessionUser();
  const stores = useStores();
  const storeId = user?.storeId ?? (storage.storeId() || brand.preselectedStoreId || LIMITS.defaultStoreId);
  const store = stores.data?.find((s) => s.id === storeId);
  const timeZone = store?.timeZone ?? FALLBACK_ZONE;
  const decimalsOf = (currencyCode: string) =>
    stores.data?.find((s) => s.currencyCode === currencyCode)?.currencyDecimals;
  return { storeId, timeZone, today: zonedParts(new Date(), timeZone).date, decimalsOf };
}
